// Every path of the route table (docs/product.md §2.1) is named once, in @marketdrop/api-client, so the ui
// components' links and the server's preload use the same table.
export { billOfSalePath, detailPath, orderPath, paramPaths, paths } from '@marketdrop/api-client';

// Every path of the route table (spec §2) is named once, in @marketdrop/api-client, so the ui
// components' links and the server's preload use the same table.
export { detailPath, paths } from '@marketdrop/api-client';

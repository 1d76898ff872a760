export { BillOfSale } from './BillOfSale';
export type { BillOfSaleProps } from './BillOfSale';

export { AdminDealerOrders } from './AdminDealerOrders';
export type { AdminDealerOrderRow, AdminDealerOrdersProps } from './AdminDealerOrders';

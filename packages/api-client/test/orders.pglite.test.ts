import { describeOrders } from './orders.suite';

describeOrders('pglite');

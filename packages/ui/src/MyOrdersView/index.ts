export { MyOrdersView } from './MyOrdersView';
export type { MyOrdersViewProps } from './MyOrdersView';

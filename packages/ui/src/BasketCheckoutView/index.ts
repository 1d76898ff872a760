export { BasketCheckoutView } from './BasketCheckoutView';
export type { BasketCheckoutViewProps } from './BasketCheckoutView';

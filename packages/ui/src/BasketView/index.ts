export { BasketView } from './BasketView';
export type { BasketFieldError, BasketViewProps } from './BasketView';

export { PriceBreakdown } from './PriceBreakdown';
export type { PriceBreakdownProps } from './PriceBreakdown';

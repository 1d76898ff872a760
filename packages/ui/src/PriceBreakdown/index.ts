export { PriceBreakdown } from './PriceBreakdown';
export type { PriceBreakdownLines, PriceBreakdownProps } from './PriceBreakdown';

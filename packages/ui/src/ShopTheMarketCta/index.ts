export { ShopTheMarketCta } from './ShopTheMarketCta';
export type { ShopTheMarketCtaProps } from './ShopTheMarketCta';

export { ReserveOfferPanel } from './ReserveOfferPanel';
export type { ReserveOfferPanelOffer, ReserveOfferPanelProps } from './ReserveOfferPanel';

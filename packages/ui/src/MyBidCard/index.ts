export { MyBidCard, leadsNow } from './MyBidCard';
export type { MyBidCardLive, MyBidCardProps } from './MyBidCard';

export { WhyBuyersWin } from './WhyBuyersWin';

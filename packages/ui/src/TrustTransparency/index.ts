export { TrustTransparency } from './TrustTransparency';

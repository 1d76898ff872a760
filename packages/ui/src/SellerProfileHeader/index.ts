export { SellerProfileHeader } from './SellerProfileHeader';
export type { SellerProfileHeaderProps, SellerProfileHeaderSeller } from './SellerProfileHeader';

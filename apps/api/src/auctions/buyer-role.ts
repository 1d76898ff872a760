import type { Role } from '@marketdrop/validation';
import { AppError } from '../shared/errors';

export const ADMIN_NOT_BUYER_MESSAGE =
  'An admin account cannot bid, claim or buy: an admin is not a buyer. Use a consumer or dealer account.';

/**
 * 403 ADMIN_NOT_BUYER for an admin account (docs/product.md §6.3): admins run the market, they do
 * not buy in it, so bids, claims and Buy Now are refused to them whatever the sale.
 */
export function assertBuyerRole(user: { userType: Role }): void {
  if (user.userType === 'admin') {
    throw new AppError(403, 'ADMIN_NOT_BUYER', ADMIN_NOT_BUYER_MESSAGE);
  }
}

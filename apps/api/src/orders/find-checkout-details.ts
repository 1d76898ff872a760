import type { CheckoutDetails } from '@marketdrop/api-client';
import { AppError } from '../shared/errors';
import type { DbDeps, Deps } from '../shared/deps';
import { viewerRoleOf } from './order-access';
import { findOrderRecord, toCheckoutDetails } from './order-records';
import { ORDER_MESSAGES } from './order-rules';

/**
 * getCheckoutDetails: every line of what the buyer of an order owes (price, documentation fee,
 * delivery charge, each sales tax of the tax province with its rate), the choices made so far and
 * the payment deadline. The buyer and the selling dealer only; anyone else 404.
 */
export async function findCheckoutDetails(
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: { userId: string; orderId: string },
): Promise<CheckoutDetails> {
  const record = await findOrderRecord(deps.db, input.orderId);
  if (record === undefined) throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
  viewerRoleOf(record, input.userId);
  return toCheckoutDetails(record, deps.clock());
}

import type { Executor } from '../db/client';
import type { DbDeps } from '../shared/deps';
import { changeOrderStatus } from './change-order-status';
import type { OrderRow } from './tables';

/**
 * What became of a sale whose unpaid order was cancelled: back on sale (`reopened`, at `price`),
 * ended unsold because no time was left (`ended`: its dealer may relist it), or nothing to do (the
 * sale was not sold any more).
 */
export type PutBackOutcome =
  { outcome: 'reopened'; price: number } | { outcome: 'ended' } | { outcome: 'unchanged' };

/**
 * Puts the vehicle of a cancelled unpaid order back on sale, in the cancelling transaction: the
 * auctions domain's `putBackOnSale`, given by the app (app.ts decorates itself with it), so the
 * orders domain does not import the auctions engine above it (decision 032).
 */
export type PutBackOnSale = (
  tx: Executor,
  input: { auctionId: string; orderId: string; buyerId: string | null; now: Date },
) => Promise<PutBackOutcome>;

/** What cancelling an unpaid order needs besides the database: the sale put back on sale. */
export type SaleReturnDeps = { putBackOnSale: PutBackOnSale };

declare module 'fastify' {
  interface FastifyInstance {
    /** The auctions domain's `putBackOnSale` (app.ts), for the orders domain's cancellations. */
    putBackOnSale: PutBackOnSale;
  }
}

/** Why an unpaid order is cancelled: its buyer, the payment deadline, or its buyer's account deleted. */
export type UnpaidCancellation = 'buyer' | 'deadline' | 'accountDeleted' | 'paymentFailed';

/**
 * Cancels an order still waiting for payment, inside the caller's transaction (which holds the
 * order's row or takes it here): the guarded move to Cancelled (timeline, notices, the time slot's
 * place back, decision 022) and, in the same transaction, the vehicle back on sale on its terms
 * (`putBackOnSale`, docs/product.md §4.11). A cancellation by the buyer or by the deadline counts
 * toward the buyer's limit (§5.5); an account deleted does not. Answers the cancelled order and what
 * became of its sale, or null when the order was no longer waiting for payment (nothing written).
 */
export async function cancelUnpaidOrder(
  deps: DbDeps & SaleReturnDeps,
  input: {
    orderId: string;
    why: UnpaidCancellation;
    /** The reason kept on the order and in its timeline. */
    note: string;
    now: Date;
    /** The user of the selling dealer (told of the cancellation). */
    dealerUserId: string | null;
  },
): Promise<{ order: OrderRow; sale: PutBackOutcome } | null> {
  const { why, now } = input;
  const tx = deps.db;
  const order = await changeOrderStatus(tx, {
    orderId: input.orderId,
    from: ['pending_payment'],
    to: 'cancelled',
    by: why === 'deadline' || why === 'paymentFailed' ? 'system' : 'buyer',
    note: input.note,
    now,
    dealerUserId: input.dealerUserId,
    // A basket's Buy Now vehicle released by a declined payment is not the buyer's lapse.
    countsAgainstBuyer: why !== 'accountDeleted' && why !== 'paymentFailed',
  });
  if (order === null) return null;
  const sale = await deps.putBackOnSale(tx, {
    auctionId: order.auctionId,
    orderId: order.id,
    buyerId: order.buyerId,
    now,
  });
  return { order, sale };
}

import { and, eq, inArray, ne } from 'drizzle-orm';
import type { MyBid, MyBidsData, Pagination } from '@marketdrop/api-client';
import type { AuctionType, MyBidsSort, MyBidsTab } from '@marketdrop/validation';
import type { DbDeps, Deps } from '../shared/deps';
import { checkoutComplete } from './order-records';
import { orders } from './tables';

/** What myBids asks for: one tab of the caller's auctions, filtered, sorted and paged. */
export type MyBidsQuery = {
  userId: string;
  tab: MyBidsTab;
  auctionType?: readonly AuctionType[] | null | undefined;
  sortBy?: MyBidsSort | null | undefined;
  pageNumber: number;
  pageSize: number;
};

/**
 * The auctions of one tab of My Bids with the caller's part in each (the auctions domain's
 * `findBidAuctions`, given by app.ts: the orders domain does not import the auctions above it,
 * decision 032).
 */
export type FindBidAuctions = (
  deps: DbDeps & Pick<Deps, 'clock'>,
  input: MyBidsQuery,
) => Promise<{ items: Omit<MyBid, 'order'>[]; total: number }>;

/**
 * myBids: one tab of My Bids (the auctions domain's `findBidAuctions`: Active, Won, Lost with the
 * caller's bid, maximum and lead), and on Won each sale's order: its status, price, payment
 * deadline and whether Delivery Details are given. `total` counts the whole tab.
 */
export async function findMyBids(
  deps: DbDeps & Pick<Deps, 'clock'> & { findBidAuctions: FindBidAuctions },
  input: MyBidsQuery,
): Promise<{ data: MyBidsData; pagination: Pagination }> {
  const { items, total } = await deps.findBidAuctions(deps, input);
  const auctionIds = items.map((item) => item.auction._id);
  const owned =
    input.tab !== 'won' || auctionIds.length === 0
      ? []
      : await deps.db
          .select()
          .from(orders)
          .where(
            and(
              eq(orders.buyerId, input.userId),
              inArray(orders.auctionId, auctionIds),
              // A vehicle may have cancelled orders beside the sale's one (back on sale, §4.11).
              ne(orders.status, 'cancelled'),
            ),
          );
  const orderOf = new Map(owned.map((row) => [row.auctionId, row]));
  return {
    data: {
      bids: items.map((item) => {
        const order = orderOf.get(item.auction._id);
        return {
          ...item,
          isLeader: item.isLeader || order !== undefined,
          order:
            order === undefined
              ? null
              : {
                  _id: order.id,
                  status: order.status,
                  price: order.price,
                  source: order.source,
                  soldAt: order.createdAt.toISOString(),
                  paymentDeadline: order.paymentDueAt.toISOString(),
                  checkoutComplete: checkoutComplete(order),
                },
        };
      }),
      total,
    },
    pagination: {
      pageNumber: input.pageNumber,
      pageSize: input.pageSize,
      total,
      totalPages: Math.ceil(total / input.pageSize),
    },
  };
}

import { listingRequestOfUrl, unlocalizedPath } from '@marketdrop/api-client';
import {
  auctionIdSchema,
  getAuctionsSchema,
  validate,
  type GetAuctionsValues,
} from '@marketdrop/validation';
import { LISTING_MESSAGES } from './messages';
import type { AuctionListBody, CatalogueDeps } from './find-auctions';
import { findAuctionsJson } from './find-auctions';
import { findAuction } from './find-auction';

/** The pages whose first picture the server names: the listing and an auction's detail. */
const DETAIL_PATH = /^\/detail\/([^/]+)\/?$/;

/**
 * The picture a page of the web app shows first (its largest paint), as the page's `<img>` asks
 * for it, or null: the first card of the listing the address asks for (the same `getAuctions`
 * request the page sends, answered from the same cache, for a visitor without a session: the
 * order does not depend on who asks), or an auction's first picture on its detail page. Any other
 * page, an address the listing cannot read, an unknown auction or a failure: null.
 */
export async function firstPictureOf(
  ctx: CatalogueDeps,
  input: { url: string },
): Promise<string | null> {
  const { url } = input;
  const address = new URL(url, 'http://marketdrop.invalid');
  // Either language's address: `/fr/listing` is the listing.
  const pathname = unlocalizedPath(address.pathname);
  if (pathname === '/listing' || pathname === '/listing/') {
    const checked = await validate<GetAuctionsValues>(
      getAuctionsSchema,
      listingRequestOfUrl(address),
    );
    if (!checked.ok) return null;
    const json = await findAuctionsJson(ctx, {
      values: checked.value,
      userId: null,
      message: LISTING_MESSAGES.auctions,
    });
    const list = JSON.parse(json.toString()) as AuctionListBody;
    return list.data[0]?.vehicle?.vehicleImage?.[0] ?? null;
  }
  const detail = DETAIL_PATH.exec(pathname);
  if (detail?.[1] !== undefined) {
    let auctionId: string;
    try {
      auctionId = decodeURIComponent(detail[1]);
    } catch {
      return null;
    }
    const checked = await validate(auctionIdSchema, { auctionId });
    if (!checked.ok) return null;
    try {
      const auction = await findAuction(ctx, { auctionId: checked.value.auctionId, userId: null });
      return auction.vehicle?.vehicleImage?.[0] ?? null;
    } catch {
      // Auction Not Found shows no picture.
      return null;
    }
  }
  return null;
}

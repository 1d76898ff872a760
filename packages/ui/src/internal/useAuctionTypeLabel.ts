import { useTranslation } from '../i18n/useTranslation';
import { AUCTION_TYPE_LABELS } from '@marketdrop/validation';
import { auctionTypeKey, type AuctionTypeKey } from './catalogue';
import { catalogue } from '../i18n/en/catalogue';

/**
 * The badge text of a sale type: Auction (translated), the product names MarketDropAI and
 * ClaimPOINT (never translated), or Normal for a missing or unknown type.
 */
export function useAuctionTypeLabel(): (type: string | null | undefined) => string {
  const { t } = useTranslation('ui', { catalogue });
  return (type) => {
    const key = auctionTypeKey(type);
    if (key === 'normal') return t('catalogue.auctionType.normal');
    if (key === 'auction') return t('catalogue.auctionType.auction');
    return AUCTION_TYPE_LABELS[key];
  };
}

/** The label keys of each sale type: its price ("Current Bid") and its main button ("Place Bid"). */
const SALE_LABEL_KEYS = {
  normal: { price: 'catalogue.detail.currentBid', action: 'catalogue.detail.placeBid' },
  auction: { price: 'catalogue.detail.currentBid', action: 'catalogue.detail.placeBid' },
  marketdropai: { price: 'catalogue.detail.currentPrice', action: 'catalogue.detail.claimNow' },
  claimpoint: { price: 'catalogue.detail.claimPrice', action: 'catalogue.detail.claimNow' },
} as const satisfies Record<AuctionTypeKey, { price: string; action: string }>;

/**
 * The price label and the main button's label of a sale type, in the language shown: Current Bid
 * and Place Bid for an auction (and a missing or unknown type), Current Price and Claim Now for
 * MarketDropAI, Claim Price and Claim Now for ClaimPOINT. Derived here, never read from the server's
 * `priceLabel` / `ctaButton`.
 */
export function useSaleLabels(): (type: string | null | undefined) => {
  priceLabel: string;
  actionLabel: string;
} {
  const { t } = useTranslation('ui', { catalogue });
  return (type) => {
    const keys = SALE_LABEL_KEYS[auctionTypeKey(type)];
    return { priceLabel: t(keys.price), actionLabel: t(keys.action) };
  };
}

import { useTranslation } from '../i18n/useTranslation';
import { AUCTION_TYPE_LABELS } from '@marketdrop/validation';
import { auctionTypeKey } from './catalogue';

/**
 * The badge text of a sale type: Auction (translated), the product names MarketDropAI and
 * ClaimPOINT (never translated), or Normal for a missing or unknown type.
 */
export function useAuctionTypeLabel(): (type: string | null | undefined) => string {
  const { t } = useTranslation('ui');
  return (type) => {
    const key = auctionTypeKey(type);
    if (key === 'normal') return t('catalogue.auctionType.normal');
    if (key === 'auction') return t('catalogue.auctionType.auction');
    return AUCTION_TYPE_LABELS[key];
  };
}

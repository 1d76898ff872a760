import type { CartMerge } from '@marketdrop/api-client';
import { useTranslation, useValidationMessage } from '@marketdrop/ui';
import { CART_DROP_MESSAGES } from '@marketdrop/validation';
import { orders } from '../i18n/en/orders';
import { toast } from '../toast';

/**
 * What a sign-in that brought a guest basket along says (the answer's `basketMerge`): the lines
 * joined the account's basket, and each line left out (sold meanwhile, the account's own listing,
 * beyond a limit) is named with why, in the language shown.
 */
export function useAnnounceBasketMerge(): (merge: CartMerge | undefined) => void {
  const { t } = useTranslation('web', { orders });
  const reasonText = useValidationMessage();
  return (merge) => {
    if (!merge) return;
    if (merge.merged > 0) toast.info(t('orders.basket.merged', { count: merge.merged }));
    for (const line of merge.dropped) {
      toast.error(
        t('orders.basket.dropped', {
          name: line.name,
          reason: reasonText(CART_DROP_MESSAGES[line.reason]) ?? line.message,
        }),
      );
    }
  };
}

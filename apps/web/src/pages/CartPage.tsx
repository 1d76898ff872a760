import { useState } from 'react';
import Container from '@mui/material/Container';
import { Link } from 'react-router-dom';
import { keyedFieldErrorsOf } from '@marketdrop/api-client';
import {
  useAppliedPromotions,
  useApplyCoupon,
  useApplyRewards,
  useCartDetails,
  useRemoveCoupon,
  useRemoveFromCart,
  useRemoveRewards,
  useRewards,
  useUpdateProductQty,
} from '@marketdrop/api-client/react';
import { BasketView, useTranslation, type BasketFieldError } from '@marketdrop/ui';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { orders } from '../i18n/en/orders';
import { useErrorText } from '../i18n/useErrorText';
import { toast } from '../toast';

/** A field's refusal as the server keyed it (`basket.couponUnknown`...), or its text. */
function fieldError(error: unknown, field: string): BasketFieldError {
  return keyedFieldErrorsOf(error)[field];
}

/**
 * The basket (`/cart`, docs/product.md §14) of a signed-in buyer: its lines with quantities and
 * Remove, the totals, the coupon code and the reward points. Paying for the whole basket at once
 * is not there yet: each vehicle links to its own order's checkout. The basket is read afresh
 * whenever the page opens.
 */
export function CartPage() {
  const { t } = useTranslation('web', { orders });
  useDocumentTitle(t('orders.basket.title'));
  const errorText = useErrorText();
  // Read afresh on opening: lines are priced now and may have been sold or changed elsewhere.
  const cart = useCartDetails({ refetchOnMount: 'always' });
  const rewards = useRewards();
  const applied = useAppliedPromotions();
  const [busyLineId, setBusyLineId] = useState<string | null>(null);
  const onError = (error: unknown) => toast.error(errorText(error));
  const onSettled = () => setBusyLineId(null);
  const qty = useUpdateProductQty({ onError, onSettled });
  const remove = useRemoveFromCart({ onError, onSettled });
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon({ onError });
  const applyRewards = useApplyRewards();
  const removeRewards = useRemoveRewards({ onError });

  const couponError = applyCoupon.isError ? fieldError(applyCoupon.error, 'code') : undefined;
  const pointsError = applyRewards.isError ? fieldError(applyRewards.error, 'points') : undefined;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <BasketView
        cart={cart.data}
        loading={cart.isPending && !cart.isError}
        error={cart.isError && !cart.data}
        onRetry={() => void cart.refetch()}
        busyLineId={busyLineId}
        onQuantityChange={(itemId, quantity) => {
          setBusyLineId(itemId);
          qty.mutate({ itemId, quantity });
        }}
        onRemove={(itemId) => {
          setBusyLineId(itemId);
          remove.mutate({ itemId });
        }}
        applied={applied}
        pointsBalance={rewards.data?.balance}
        onApplyCoupon={(code) => applyCoupon.mutate({ code })}
        onRemoveCoupon={() => {
          applyCoupon.reset();
          removeCoupon.mutate();
        }}
        couponError={
          couponError ?? (applyCoupon.isError ? errorText(applyCoupon.error) : undefined)
        }
        couponBusy={applyCoupon.isPending || removeCoupon.isPending}
        onApplyPoints={(points) => applyRewards.mutate({ points })}
        onRemovePoints={() => {
          applyRewards.reset();
          removeRewards.mutate();
        }}
        pointsError={
          pointsError ?? (applyRewards.isError ? errorText(applyRewards.error) : undefined)
        }
        pointsBusy={applyRewards.isPending || removeRewards.isPending}
        LinkComponent={Link}
      />
    </Container>
  );
}

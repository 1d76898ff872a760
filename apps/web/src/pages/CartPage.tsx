import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { keyedFieldErrorsOf, type CartDetails } from '@marketdrop/api-client';
import {
  useAddToCart,
  useAddToGuestCart,
  useAppliedPromotions,
  useApplyCoupon,
  useApplyRewards,
  useCartDetails,
  useGuestCartDetails,
  useGuestToken,
  useProducts,
  useRemoveCoupon,
  useRemoveFromCart,
  useRemoveFromGuestCart,
  useRemoveRewards,
  useRewards,
  useSession,
  useUpdateGuestProductQty,
  useUpdateProductQty,
} from '@marketdrop/api-client/react';
import {
  AddOnPicker,
  BasketView,
  useMarketDropLanguage,
  useTranslation,
  type BasketFieldError,
} from '@marketdrop/ui';
import { useDocumentTitle } from '../content/useDocumentTitle';
import { orders } from '../i18n/en/orders';
import { useErrorText } from '../i18n/useErrorText';
import { loginStateFrom } from '../routing/navigation-state';
import { paths } from '../routing/paths';
import { toast } from '../toast';

/** A field's refusal as the server keyed it (`basket.couponUnknown`...), or its text. */
function fieldError(error: unknown, field: string): BasketFieldError {
  return keyedFieldErrorsOf(error)[field];
}

/** How many of each product a basket holds, by product id. */
function productsHeld(cart: CartDetails | undefined): Record<string, number> {
  const held: Record<string, number> = {};
  for (const line of cart?.lines ?? []) {
    if (line.product) held[line.product._id] = (held[line.product._id] ?? 0) + line.quantity;
  }
  return held;
}

/** The add-ons to pick under a basket; `add` puts one in that basket. */
function AddOns({
  cart,
  add,
  busyProductId,
}: {
  cart: CartDetails | undefined;
  add: (productId: string, quantity: number) => void;
  busyProductId: string | null;
}) {
  const language = useMarketDropLanguage();
  const products = useProducts(language);
  return (
    <AddOnPicker
      products={products.data}
      loading={products.isPending && !products.isError}
      error={products.isError && !products.data}
      onRetry={() => void products.refetch()}
      inBasket={productsHeld(cart)}
      vehicleCount={cart?.vehicleCount ?? 0}
      onAdd={add}
      busyProductId={busyProductId}
    />
  );
}

/** What both baskets' pages share: the busy line and product, and the write callbacks. */
function useBusy() {
  const errorText = useErrorText();
  const { t } = useTranslation('web', { orders });
  const [busyLineId, setBusyLineId] = useState<string | null>(null);
  const [busyProductId, setBusyProductId] = useState<string | null>(null);
  return {
    busyLineId,
    setBusyLineId,
    busyProductId,
    setBusyProductId,
    lineOptions: {
      onError: (error: unknown) => void toast.error(errorText(error)),
      onSettled: () => setBusyLineId(null),
    },
    addOptions: {
      onSuccess: () => void toast.success(t('orders.basket.added')),
      onError: (error: unknown) => void toast.error(errorText(error)),
      onSettled: () => setBusyProductId(null),
    },
  };
}

/** A line's writes as BasketView takes them: the line shows busy while its write runs. */
function lineProps(
  busy: ReturnType<typeof useBusy>,
  qty: { mutate: (request: { itemId: string; quantity: number }) => void },
  remove: { mutate: (request: { itemId: string }) => void },
) {
  return {
    busyLineId: busy.busyLineId,
    onQuantityChange: (itemId: string, quantity: number) => {
      busy.setBusyLineId(itemId);
      qty.mutate({ itemId, quantity });
    },
    onRemove: (itemId: string) => {
      busy.setBusyLineId(itemId);
      remove.mutate({ itemId });
    },
  };
}

/** The signed-in buyer's basket: lines, totals, coupon, points, add-ons. */
function AccountBasket() {
  const errorText = useErrorText();
  // Read afresh on opening: lines are priced now and may have been sold or changed elsewhere.
  const cart = useCartDetails({ refetchOnMount: 'always' });
  const rewards = useRewards();
  const applied = useAppliedPromotions();
  const busy = useBusy();
  const qty = useUpdateProductQty(busy.lineOptions);
  const remove = useRemoveFromCart(busy.lineOptions);
  const add = useAddToCart(busy.addOptions);
  const onError = (error: unknown) => toast.error(errorText(error));
  const applyCoupon = useApplyCoupon();
  const removeCoupon = useRemoveCoupon({ onError });
  const applyRewards = useApplyRewards();
  const removeRewards = useRemoveRewards({ onError });

  const couponError = applyCoupon.isError ? fieldError(applyCoupon.error, 'code') : undefined;
  const pointsError = applyRewards.isError ? fieldError(applyRewards.error, 'points') : undefined;

  return (
    <BasketView
      cart={cart.data}
      loading={cart.isPending && !cart.isError}
      error={cart.isError && !cart.data}
      onRetry={() => void cart.refetch()}
      {...lineProps(busy, qty, remove)}
      applied={applied}
      pointsBalance={rewards.data?.balance}
      onApplyCoupon={(code) => applyCoupon.mutate({ code })}
      onRemoveCoupon={() => {
        applyCoupon.reset();
        removeCoupon.mutate();
      }}
      couponError={couponError ?? (applyCoupon.isError ? errorText(applyCoupon.error) : undefined)}
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
      checkoutHref={paths.cartCheckout}
      LinkComponent={Link}
    >
      <AddOns
        cart={cart.data}
        busyProductId={busy.busyProductId}
        add={(productId, quantity) => {
          busy.setBusyProductId(productId);
          add.mutate({ productId, quantity });
        }}
      />
    </BasketView>
  );
}

/**
 * A visitor's guest basket: lines and totals without coupon or points, the add-ons, and "Sign in
 * to check out", which comes back here after signing in (the basket joins the account's).
 */
function GuestBasket() {
  const navigate = useNavigate();
  const location = useLocation();
  const token = useGuestToken();
  const cart = useGuestCartDetails({ refetchOnMount: 'always' });
  const busy = useBusy();
  const qty = useUpdateGuestProductQty(busy.lineOptions);
  const remove = useRemoveFromGuestCart(busy.lineOptions);
  const add = useAddToGuestCart(busy.addOptions);
  // No guest basket yet: an empty one (the first add starts it).
  const data = token === null ? undefined : cart.data;

  return (
    <BasketView
      cart={data}
      loading={token !== null && cart.isPending && !cart.isError}
      error={token !== null && cart.isError && !cart.data}
      onRetry={() => void cart.refetch()}
      {...lineProps(busy, qty, remove)}
      onSignIn={() => void navigate(paths.login, { state: loginStateFrom(location) })}
      LinkComponent={Link}
    >
      <AddOns
        cart={data}
        busyProductId={busy.busyProductId}
        add={(productId, quantity) => {
          busy.setBusyProductId(productId);
          add.mutate({ productId, quantity });
        }}
      />
    </BasketView>
  );
}

/**
 * The basket (`/cart`, docs/product.md §14): a signed-in buyer's (its lines with quantities and
 * Remove, the totals, the coupon code and the reward points), or a visitor's guest basket (signing
 * in brings it along); under it, the add-on products to pick; "Check out" leads to the basket's
 * checkout (one payment for it all), whose payment page comes back here with how it went. The
 * basket is read afresh whenever the page opens.
 */
export function CartPage() {
  const { t } = useTranslation('web', { orders });
  useDocumentTitle(t('orders.basket.title'));
  const { isLoggedIn } = useSession();
  // Back from the payment page of the whole basket (`?payment=success` or `cancelled`).
  const [params] = useSearchParams();
  const payment = isLoggedIn ? params.get('payment') : null;
  const rewards = useRewards({ enabled: payment === 'success' });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {payment === 'success' || payment === 'cancelled' ? (
        <Alert
          severity={payment === 'success' ? 'success' : 'warning'}
          sx={{ mb: 3 }}
          action={
            payment === 'success' ? (
              <Button color="inherit" component={Link} to={paths.myOrder}>
                {t('orders.basket.seeOrders')}
              </Button>
            ) : undefined
          }
        >
          {payment === 'success'
            ? t('orders.basket.paymentSuccess')
            : t('orders.basket.paymentCancelled')}
          {payment === 'success' && rewards.data ? (
            <> {t('orders.basket.pointsNow', { count: rewards.data.balance })}</>
          ) : null}
        </Alert>
      ) : null}
      {isLoggedIn ? <AccountBasket /> : <GuestBasket />}
    </Container>
  );
}

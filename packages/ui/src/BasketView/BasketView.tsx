import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import ShoppingBasketOutlined from '@mui/icons-material/ShoppingBasketOutlined';
import {
  paths,
  type AppliedPromotions,
  type CartDetails,
  type CartLine,
} from '@marketdrop/api-client';
import { CART_LINE_STATUS_MESSAGES, type KeyedMessage } from '@marketdrop/validation';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { useValidationMessage } from '../i18n/useValidationMessage';
import { basket as basketTexts } from '../i18n/en/basket';
import { CardSkeletons, ListEmpty, ListError } from '../internal/ListStates';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';
import { linkProps, type LinkComponent } from '../link';
import { amountListStyles } from '../internal/amountList';
import { QuantityStepper } from '../internal/QuantityStepper';

/** A refusal to show under a field: the server's keyed message, or a text. */
export type BasketFieldError = KeyedMessage | string | null | undefined;

export type BasketViewProps = {
  /** The basket as `getCartDetails` (or a basket write) answered; undefined while loading. */
  cart: CartDetails | undefined;
  /** The first load: placeholder lines. */
  loading?: boolean;
  /** Loading failed: "Failed to load your basket" with Try again. */
  error?: boolean;
  onRetry?: () => void;
  /** A product line's new quantity (the stepper). */
  onQuantityChange: (itemId: string, quantity: number) => void;
  /** Removes a line. */
  onRemove: (itemId: string) => void;
  /** The line a write is running on (its buttons are disabled). */
  busyLineId?: string | null;
  /** The coupon and points applied (the last coupon or points answer), if known. */
  applied?: AppliedPromotions | undefined;
  /** The buyer's points to spend (`getRewards`), if known. */
  pointsBalance?: number | undefined;
  /** Applies a coupon code. Without it (a guest basket) there is no coupon or points form. */
  onApplyCoupon?: (code: string) => void;
  onRemoveCoupon?: () => void;
  /** The server's refusal of the coupon code (`basket.couponUnknown`...). */
  couponError?: BasketFieldError;
  couponBusy?: boolean;
  onApplyPoints?: (points: number) => void;
  onRemovePoints?: () => void;
  /** The server's refusal of the points (`basket.pointsOverBalance`...). */
  pointsError?: BasketFieldError;
  pointsBusy?: boolean;
  /**
   * A visitor's guest basket: "Sign in to check out" (the basket comes along on signing in)
   * instead of paying. Undefined: the signed-in buyer's basket.
   */
  onSignIn?: () => void;
  /** Where "Check out" leads (the basket's checkout page, `paths.cartCheckout`). */
  checkoutHref?: string;
  /** Shown under the basket, e.g. the add-on products to pick (`AddOnPicker`). */
  children?: ReactNode;
  /** Prefix of the image paths (default: the nearest `ImageBaseUrlProvider`'s). */
  imageBaseUrl?: string;
  /** Renders the links (react-router's `Link` in the web app). Default `'a'`. */
  LinkComponent?: LinkComponent;
};

const Line = styled('li', { name: 'MdBasketView', slot: 'Line' })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '96px 1fr auto',
  gap: theme.spacing(2),
  alignItems: 'center',
  padding: theme.spacing(2, 0),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '&[data-available="false"] img': { opacity: 0.6 },
  '& img': { width: 96, height: 72, objectFit: 'cover', borderRadius: theme.shape.borderRadius },
}));

const Totals = styled('dl', { name: 'MdBasketView', slot: 'Totals' })(({ theme }) =>
  amountListStyles(theme),
);

function lineName(line: CartLine): string {
  return line.vehicle?.vehicleName ?? line.product?.name ?? '';
}

/**
 * The signed-in buyer's basket (docs/product.md §14): each line with its picture, name and price,
 * a quantity stepper for a product within its limit, Remove; a line no longer for sale with why,
 * out of the totals; the totals (vehicles, add-ons, the $99 documentation fee of each vehicle,
 * subtotal); the coupon code and the reward points with Apply and Remove and the server's
 * refusals; "Check out" to the basket's checkout (one payment for it all). A guest's basket has
 * no coupon or points, and "Sign in to check out" instead.
 */
export function BasketView({
  cart,
  loading = false,
  error = false,
  onRetry,
  onQuantityChange,
  onRemove,
  busyLineId = null,
  applied,
  pointsBalance,
  onApplyCoupon,
  onRemoveCoupon,
  couponError,
  couponBusy = false,
  onApplyPoints,
  onRemovePoints,
  pointsError,
  pointsBusy = false,
  onSignIn,
  checkoutHref,
  children,
  imageBaseUrl,
  LinkComponent = 'a',
}: BasketViewProps) {
  const { t } = useTranslation('ui', { basket: basketTexts });
  const tv = useValidationMessage();
  const f = useFormatters();
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const id = useId();
  const [code, setCode] = useState('');
  const [points, setPoints] = useState('');

  let body;
  if (loading && cart === undefined) {
    body = <CardSkeletons count={3} height={96} label={t('basket.loading')} />;
  } else if (error && cart === undefined) {
    body = <ListError message={t('basket.error')} retry={t('basket.retry')} onRetry={onRetry} />;
  } else if (cart === undefined || cart.lines.length === 0) {
    body = (
      <ListEmpty
        icon={<ShoppingBasketOutlined fontSize="large" />}
        title={t('basket.empty')}
        hint={t('basket.emptyHint')}
        action={
          <Button variant="contained" {...linkProps(LinkComponent, paths.listing)}>
            {t('basket.browse')}
          </Button>
        }
      />
    );
  }
  if (body !== undefined) {
    return (
      <Box component="section" aria-labelledby={`${id}-title`}>
        <Typography id={`${id}-title`} variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
          {t('basket.title')}
        </Typography>
        {body}
        {children}
      </Box>
    );
  }
  if (cart === undefined) return null;

  const promotions = cart.promotions;
  // The coupon and points the last answer named, else what the basket says is applied (a reload).
  const couponApplied =
    applied?.coupon ?? (promotions?.coupon ? { code: promotions.coupon.code } : null);
  const appliedPoints = applied?.points ?? promotions?.points.applied ?? 0;
  const couponLabel = (coupon: NonNullable<NonNullable<typeof promotions>['coupon']>) => {
    switch (coupon.status) {
      case 'minimum_not_met':
        return t('basket.couponMinimum', {
          code: coupon.code,
          amount: f.cents(coupon.minBasketCents),
        });
      case 'expired':
        return t('basket.couponExpired', { code: coupon.code });
      case 'not_yet_valid':
        return t('basket.couponNotYet', { code: coupon.code });
      default:
        return t('basket.couponDiscount', { code: coupon.code });
    }
  };
  const balance = pointsBalance ?? applied?.pointsBalance;
  const couponMessage = tv(couponError);
  const pointsMessage = tv(pointsError);
  const vehicles = cart.lines.filter((line) => line.kind === 'vehicle' && line.vehicle !== null);
  const availableVehicles = vehicles.filter((line) => line.status === 'available');

  const submitCoupon = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') onApplyCoupon?.(code.trim());
  };
  const submitPoints = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(points);
    if (points.trim() !== '') onApplyPoints?.(value);
  };

  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h1" sx={{ fontSize: '2rem', mb: 0.5 }}>
        {t('basket.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('basket.lines', { count: cart.count })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box component="ul" aria-label={t('basket.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cart.lines.map((line) => {
            const name = lineName(line);
            const available = line.status === 'available';
            const image = line.vehicle?.image ?? line.product?.image ?? null;
            const busy = busyLineId === line._id;
            const max = line.product?.maxQuantity ?? 1;
            return (
              <Line key={line._id} data-available={available} aria-label={name}>
                {image ? <img src={resolveImageUrl(baseUrl, image)} alt="" /> : <span />}
                <Box>
                  <Typography variant="caption" color="text.secondary">
                    {line.kind === 'vehicle' ? t('basket.vehicle') : t('basket.product')}
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
                  {available ? (
                    <Typography variant="body2" color="text.secondary">
                      {line.kind === 'vehicle'
                        ? `${t('basket.documentationFee')}: ${f.cents(line.documentationFeeCents)}`
                        : t('basket.each', { price: f.cents(line.unitPriceCents) })}
                      {line.vehicle?.paymentDueAt
                        ? ` · ${t('basket.payDue', { date: f.date(line.vehicle.paymentDueAt) })}`
                        : null}
                    </Typography>
                  ) : (
                    <Typography variant="body2" color="error" role="status">
                      {line.status !== 'available'
                        ? (tv(CART_LINE_STATUS_MESSAGES[line.status]) ?? line.statusMessage)
                        : null}{' '}
                      ({t('basket.unavailable')})
                    </Typography>
                  )}
                  {line.kind === 'product' && available ? (
                    <QuantityStepper
                      name={name}
                      quantity={line.quantity}
                      max={max}
                      busy={busy}
                      onChange={(quantity) => onQuantityChange(line._id, quantity)}
                      sx={{ mt: 0.5 }}
                    />
                  ) : null}
                </Box>
                <Box sx={{ textAlign: 'right' }}>
                  <Typography
                    sx={{
                      fontWeight: 700,
                      textDecoration: available ? 'none' : 'line-through',
                    }}
                  >
                    {f.cents(line.lineTotalCents)}
                  </Typography>
                  <Button
                    size="small"
                    color="inherit"
                    startIcon={<DeleteOutline />}
                    aria-label={t('basket.removeLine', { name })}
                    disabled={busy}
                    onClick={() => onRemove(line._id)}
                  >
                    {t('basket.remove')}
                  </Button>
                </Box>
              </Line>
            );
          })}
        </Box>

        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('basket.totals')}
          </Typography>
          <Totals aria-label={t('basket.totals')}>
            <dt>{t('basket.vehicles')}</dt>
            <dd>{f.cents(cart.vehiclesCents)}</dd>
            <dt>{t('basket.products')}</dt>
            <dd>{f.cents(cart.productsCents)}</dd>
            <dt>{t('basket.documentationFees', { count: availableVehicles.length })}</dt>
            <dd>{f.cents(cart.documentationFeesCents)}</dd>
            <dt className="total">{t('basket.subtotal')}</dt>
            <dd className="total">{f.cents(cart.subtotalCents)}</dd>
            {promotions?.freeLines.map((free) => (
              <Fragment key={free.promotionId}>
                <dt>{t('basket.freeLine', { name: free.name })}</dt>
                <dd>{f.cents(0)}</dd>
              </Fragment>
            ))}
            {promotions?.coupon ? (
              <>
                <dt data-testid="coupon-discount">{couponLabel(promotions.coupon)}</dt>
                <dd>{f.cents(-promotions.coupon.discountCents)}</dd>
              </>
            ) : null}
            {promotions && promotions.points.applied > 0 ? (
              <>
                <dt>{t('basket.pointsDiscount', { points: promotions.points.used })}</dt>
                <dd>{f.cents(-promotions.points.discountCents)}</dd>
              </>
            ) : null}
            {promotions && (promotions.discountCents > 0 || promotions.freeLines.length > 0) ? (
              <>
                <dt className="total">{t('basket.totalBeforeTaxes')}</dt>
                <dd className="total" data-testid="total-before-taxes">
                  {f.cents(promotions.totalBeforeTaxesCents)}
                </dd>
              </>
            ) : null}
          </Totals>
          <Typography variant="body2" color="text.secondary">
            {t('basket.taxesAtCheckout')}
          </Typography>

          {onApplyCoupon ? (
            <Box
              component="form"
              noValidate
              onSubmit={submitCoupon}
              sx={{ display: 'grid', gap: 1 }}
            >
              {couponApplied ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography role="status" sx={{ flex: 1 }}>
                    {t('basket.couponApplied', { code: couponApplied.code })}
                  </Typography>
                  <Button onClick={onRemoveCoupon} disabled={couponBusy}>
                    {t('basket.couponRemove')}
                  </Button>
                </Box>
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <TextField
                    size="small"
                    label={t('basket.coupon')}
                    value={code}
                    onChange={(event) => setCode(event.target.value)}
                    error={couponMessage !== undefined}
                    helperText={couponMessage}
                    sx={{ flex: 1 }}
                  />
                  <Button type="submit" variant="outlined" disabled={couponBusy}>
                    {t('basket.couponApply')}
                  </Button>
                </Box>
              )}
            </Box>
          ) : null}

          {onApplyPoints ? (
            <Box
              component="form"
              noValidate
              onSubmit={submitPoints}
              sx={{ display: 'grid', gap: 1 }}
            >
              {balance !== undefined ? (
                <Typography variant="body2" color="text.secondary">
                  {t('basket.pointsBalance', { balance })}
                </Typography>
              ) : null}
              {appliedPoints > 0 ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography role="status" sx={{ flex: 1 }}>
                    {t('basket.pointsApplied', { points: appliedPoints })}
                  </Typography>
                  <Button onClick={onRemovePoints} disabled={pointsBusy}>
                    {t('basket.pointsRemove')}
                  </Button>
                </Box>
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <TextField
                    size="small"
                    label={t('basket.points')}
                    value={points}
                    inputMode="numeric"
                    onChange={(event) => setPoints(event.target.value)}
                    error={pointsMessage !== undefined}
                    helperText={pointsMessage}
                    sx={{ flex: 1 }}
                  />
                  <Button type="submit" variant="outlined" disabled={pointsBusy}>
                    {t('basket.pointsApply')}
                  </Button>
                </Box>
              )}
            </Box>
          ) : null}

          {onSignIn ? (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Button variant="contained" size="large" onClick={onSignIn}>
                {t('basket.signInToCheckOut')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t('basket.guestHint')}
              </Typography>
            </Box>
          ) : checkoutHref !== undefined ? (
            <Button
              variant="contained"
              size="large"
              disabled={availableVehicles.length === 0 && cart.productsCents === 0}
              {...linkProps(LinkComponent, checkoutHref)}
            >
              {t('basket.checkOut')}
            </Button>
          ) : null}
        </Paper>
      </Box>
      {children}
    </Box>
  );
}

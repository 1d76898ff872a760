import { useCallback, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ProvinceCode } from '@marketdrop/validation';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { linkProps, type LinkComponent } from '../link';
import { PriceBreakdown } from '../PriceBreakdown';
import { auctions } from '../i18n/en/auctions';

/** What became of a claim or a Buy Now (the answer of `claimAuction` / `buyNow`, mapped by the app). */
export type PurchaseOutcome =
  /** Bought (200): the order that was created. */
  | { status: 'bought'; orderId: string }
  /**
   * Refused (409): `sold` (someone else was first, the default) or `ended` (the sale is over or
   * has not started).
   */
  | { status: 'closed'; reason?: 'sold' | 'ended' }
  /**
   * Refused (409 PRICE_CHANGED): the price is not the one confirmed any more; `price` is the price
   * now, which the dialog shows for the buyer to confirm again. Nothing was bought.
   */
  | { status: 'priceChanged'; price: number }
  /** Anything else; `message` (already in the reader's language) replaces the generic text. */
  | { status: 'failed'; message?: string };

export type PurchaseDialogProps = {
  open: boolean;
  /** `claim`: Claim Now (MarketDropAI, ClaimPOINT); `buyNow`: Buy Now. */
  kind: 'claim' | 'buyNow';
  /** The price in whole dollars: the live price for a claim (it follows the drops), else the Buy Now price. */
  price: number;
  /** The buyer's province, for the all-in total; `null` when unknown. */
  province: ProvinceCode | null;
  /** The sale is not open any more (from the live state): confirming is off. */
  closed?: boolean;
  /**
   * Sends the claim or the purchase at `expectedPrice`, the price the dialog shows (send it as
   * the call's `expectedPrice`, so a price that changed buys nothing). A rejected promise shows
   * the generic error in place.
   */
  onConfirm: (expectedPrice: number) => Promise<PurchaseOutcome>;
  /** Cancel, Close, Escape or the backdrop (not while it is being sent). */
  onClose: () => void;
  /** The in-app path of an order, for "View your order" (e.g. `/my-order/{id}`). */
  orderHref: (orderId: string) => string;
  LinkComponent?: LinkComponent;
};

/**
 * Claim Now and Buy Now, confirmed: the price, "Once submitted, it will be locked in" and the
 * all-in total for the buyer's province; then "You bought it" with a link to the order. A sale
 * that closed meanwhile shows in place; a price that changed meanwhile shows the new price, for
 * the buyer to confirm again. Presentational: `onConfirm` makes the call with the price shown.
 */
export function PurchaseDialog({
  open,
  kind,
  price,
  province,
  closed = false,
  onConfirm,
  onClose,
  orderHref,
  LinkComponent = 'a',
}: PurchaseDialogProps) {
  const { t } = useTranslation('ui', { auctions });
  const f = useFormatters();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [orderId, setOrderId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [closedAnswer, setClosedAnswer] = useState<'sold' | 'ended' | null>(null);
  // The server's price after a PRICE_CHANGED answer, while `price` (the page's) is still the one
  // that was confirmed; a new `price` from the page wins again.
  const [changed, setChanged] = useState<{ from: number; to: number } | null>(null);
  const shown = changed !== null && changed.from === price ? changed.to : price;
  const over = closed || closedAnswer !== null;
  // Once bought, the button that bought it is gone: focus moves to the next step (a link, which
  // React's autoFocus does not cover), so the keyboard and Escape keep working in the dialog.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);

  const reset = () => {
    setOrderId(null);
    setProblem(null);
    setClosedAnswer(null);
    setChanged(null);
  };

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    let outcome: PurchaseOutcome;
    try {
      outcome = await onConfirm(shown);
    } catch {
      outcome = { status: 'failed' };
    }
    setBusy(false);
    if (outcome.status === 'bought') setOrderId(outcome.orderId);
    else if (outcome.status === 'closed') setClosedAnswer(outcome.reason ?? 'sold');
    else if (outcome.status === 'priceChanged') {
      setChanged({ from: price, to: outcome.price });
      setProblem(null);
    } else setProblem(outcome.message || t('auctions.purchase.failed'));
  };

  const title =
    kind === 'claim' ? t('auctions.purchase.claimTitle') : t('auctions.purchase.buyNowTitle');

  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: reset } }}
    >
      {orderId ? (
        <>
          <DialogTitle id={titleId}>{t('auctions.purchase.boughtTitle')}</DialogTitle>
          <DialogContent>
            <Alert severity="success">{t('auctions.purchase.boughtText')}</Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('auctions.purchase.close')}</Button>
            <Button
              ref={focusOnMount}
              variant="contained"
              {...linkProps(LinkComponent, orderHref(orderId))}
            >
              {t('auctions.purchase.viewOrder')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography>
              {kind === 'claim'
                ? t('auctions.purchase.claimText', { price: f.money(shown) })
                : t('auctions.purchase.buyNowText', { price: f.money(shown) })}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{t('auctions.purchase.lockedIn')}</Typography>
            <PriceBreakdown price={shown} province={province} />
            {changed !== null && shown === changed.to && !over ? (
              <Alert severity="warning" role="alert">
                {t('auctions.purchase.priceChanged', { price: f.money(changed.to) })}
              </Alert>
            ) : null}
            {over ? (
              <Alert severity="error" role="alert">
                {closedAnswer === 'ended'
                  ? t('auctions.purchase.ended')
                  : t('auctions.purchase.soldMeanwhile')}
              </Alert>
            ) : null}
            {problem ? (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={busy}>
              {t('auctions.purchase.cancel')}
            </Button>
            <Button
              variant="contained"
              color={kind === 'claim' ? 'secondary' : 'primary'}
              loading={busy}
              disabled={over}
              onClick={() => void confirm()}
            >
              {kind === 'claim' ? t('auctions.purchase.claim') : t('auctions.purchase.buyNow')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

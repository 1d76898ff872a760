import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LiveAuctionState } from '@marketdrop/api-client';
import type { ProvinceCode } from '@marketdrop/validation';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { PriceBreakdown } from '../PriceBreakdown';
import { auctions } from '../i18n/en/auctions';

/**
 * What the bid dialog reads of the live state (`LiveAuctionState` fits): with `isLeader` and
 * `yourMaxBid` (the signed-in buyer leads, at that maximum) it offers Raise your maximum instead of
 * a bid; `paused` (the seller's sales are paused) refuses the bid in place.
 */
export type BidDialogLive = Pick<
  LiveAuctionState,
  'status' | 'currentPrice' | 'minimumBid' | 'highestBid'
> &
  Partial<Pick<LiveAuctionState, 'yourMaxBid' | 'isLeader' | 'paused'>>;

/** A bid as the buyer confirmed it, in whole dollars; `maxAmount` is the secret proxy maximum. */
export type BidRequest = { amount: number; maxAmount?: number };

/** What became of a bid (the answer of `placeBid`, mapped by the app). */
export type BidOutcome =
  /** Accepted (200); `isLeader: false` when another bidder's maximum is higher. */
  | { status: 'placed'; amount: number; isLeader: boolean }
  /** Refused: below the minimum, which moved meanwhile (400 with `data.minimumBid`). */
  | { status: 'tooLow'; minimumBid: number }
  /**
   * Refused: the sale is not open any more (409): `ended` (not started or over, the default),
   * `sold` (someone bought it first) or `paused` (the seller's sales are paused).
   */
  | { status: 'closed'; reason?: 'ended' | 'sold' | 'paused' }
  /**
   * Refused: the buyer already leads, at the maximum `yourMaxBid` (409 ALREADY_LEADING): only a
   * higher maximum bids more. The dialog turns into Raise your maximum.
   */
  | { status: 'leading'; yourMaxBid: number }
  /** Anything else; `message` (already in the reader's language) replaces the generic text. */
  | { status: 'failed'; message?: string };

export type BidDialogProps = {
  open: boolean;
  /** The auction's live state; the dialog follows it while open (a new minimum, the end). */
  live: BidDialogLive;
  /** The buyer's province, for the all-in total; `null` when unknown. */
  province: ProvinceCode | null;
  /** Sends the bid. A rejected promise shows the generic error in place. */
  onSubmit: (bid: BidRequest) => Promise<BidOutcome>;
  /** Cancel, Done, Escape or the backdrop (not while the bid is being sent). */
  onClose: () => void;
};

type Step = 'place' | 'confirm' | 'done';

/** Reads a whole-dollar amount typed as `12350`, `12,350` or `$12,350`; `null` otherwise. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$\s,\u00a0\u202f]/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * The bid flow of a live auction, one dialog in three steps: "Place Your Bid" (the amount,
 * prefilled at the minimum next bid, and an optional maximum bid that bids for the buyer), "Confirm
 * Your Bid" ("Once submitted, it will be locked in", the amount and the all-in total for the
 * buyer's province), then "Bid Placed Successfully" (or: accepted but not leading). A minimum that
 * moved meanwhile, an auction that ended or a seller whose sales are paused shows in place. A buyer
 * who leads gets "Raise your maximum" instead (one field, the new maximum): bidding again under
 * one's own maximum would be refused. Presentational: `onSubmit` makes the call.
 */
export function BidDialog({ open, live, province, onSubmit, onClose }: BidDialogProps) {
  const [busy, setBusy] = useState(false);
  // A new flow (back at Place Your Bid) each time the dialog has closed.
  const [round, setRound] = useState(0);
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setRound((value) => value + 1) } }}
    >
      <BidFlow
        key={round}
        live={live}
        province={province}
        onSubmit={onSubmit}
        onClose={onClose}
        busy={busy}
        setBusy={setBusy}
        titleId={titleId}
      />
    </Dialog>
  );
}

type FlowProps = Omit<BidDialogProps, 'open'> & {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  titleId: string;
};

function BidFlow({ live, province, onSubmit, onClose, busy, setBusy, titleId }: FlowProps) {
  const { t } = useTranslation('ui', { auctions });
  const f = useFormatters();
  const amountRef = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>('place');
  // The answer's step takes the focus itself: while the bid was sent, the busy button lost it (to
  // the page, where Escape never reaches the dialog), and `autoFocus` does not bring it back.
  const doneRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step === 'done') doneRef.current?.focus();
  }, [step]);
  // The minimum the server last answered with, when it is above the live state's.
  const [answeredMinimum, setAnsweredMinimum] = useState(0);
  const minimum = Math.max(live.minimumBid, answeredMinimum);
  // `null` until the buyer types: the field then follows the minimum as it moves.
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const amountText = typedAmount ?? String(minimum);
  const [maxText, setMaxText] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; maxAmount?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [closedAnswer, setClosedAnswer] = useState<'ended' | 'sold' | 'paused' | null>(null);
  const [bid, setBid] = useState<BidRequest | null>(null);
  const [result, setResult] = useState<{
    amount: number;
    isLeader: boolean;
    raisedTo: number | null;
    /** The maximum the buyer left with the bid (null: none). */
    maxAmount: number | null;
  } | null>(null);
  // The maximum the server said the buyer leads at (ALREADY_LEADING), when the state did not say.
  const [leadingAt, setLeadingAt] = useState<number | null>(null);
  // The buyer leads: their own maximum; they may only raise it.
  const yourMax =
    leadingAt ??
    (live.isLeader === true && typeof live.yourMaxBid === 'number' ? live.yourMaxBid : null);
  const raising = yourMax !== null;
  // A new maximum must be above the current one and at least the minimum bid (sent as the amount).
  const lowestNewMax = yourMax === null ? minimum : Math.max(minimum, yourMax + 1);

  const closed = closedAnswer !== null || live.status !== 'open' || live.paused === true;
  const soldOut = closedAnswer === 'sold' || live.status === 'sold';
  const pausedNow = closedAnswer === 'paused' || (live.paused === true && live.status === 'open');
  const tooLowText = (amount: number) =>
    t('auctions.bid.errors.tooLow', { amount: f.money(amount) });

  const checkRaise = (): BidRequest | null => {
    const maxAmount = parseDollars(maxText);
    const next: typeof errors = {};
    if (maxAmount === null) next.maxAmount = t('auctions.bid.errors.amountRequired');
    else if (maxAmount < lowestNewMax) {
      next.maxAmount = t('auctions.bid.errors.newMaxTooLow', { amount: f.money(lowestNewMax) });
    }
    setErrors(next);
    if (next.maxAmount || maxAmount === null) {
      amountRef.current?.focus();
      return null;
    }
    return { amount: minimum, maxAmount };
  };

  const check = (): BidRequest | null => {
    if (raising) return checkRaise();
    const amount = parseDollars(amountText);
    const maxAmount = maxText.trim() === '' ? undefined : parseDollars(maxText);
    const next: typeof errors = {};
    if (amount === null) next.amount = t('auctions.bid.errors.amountRequired');
    else if (amount < minimum) next.amount = tooLowText(minimum);
    if (maxAmount === null) next.maxAmount = t('auctions.bid.errors.amountRequired');
    else if (maxAmount !== undefined && amount !== null && maxAmount < amount)
      next.maxAmount = t('auctions.bid.errors.maxTooLow');
    setErrors(next);
    if (next.amount || next.maxAmount || amount === null || maxAmount === null) {
      amountRef.current?.focus();
      return null;
    }
    return maxAmount === undefined ? { amount } : { amount, maxAmount };
  };

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = check();
    if (!checked) return;
    setBid(checked);
    setStep('confirm');
  };

  const send = async () => {
    if (!bid) return;
    setBusy(true);
    setProblem(null);
    let outcome: BidOutcome;
    try {
      outcome = await onSubmit(bid);
    } catch {
      outcome = { status: 'failed' };
    }
    setBusy(false);
    switch (outcome.status) {
      case 'placed':
        setResult({
          amount: outcome.amount,
          isLeader: outcome.isLeader,
          raisedTo: raising && outcome.isLeader ? (bid.maxAmount ?? null) : null,
          maxAmount: bid.maxAmount ?? null,
        });
        setStep('done');
        break;
      case 'leading':
        // Already the highest bidder: back to the form, as Raise your maximum, with the reason.
        setLeadingAt(outcome.yourMaxBid);
        setMaxText('');
        setProblem(
          t('auctions.bid.errors.alreadyLeading', { amount: f.money(outcome.yourMaxBid) }),
        );
        setStep('place');
        break;
      case 'tooLow':
        // Back to the amount, prefilled at the new minimum, with the reason.
        setAnsweredMinimum(outcome.minimumBid);
        setTypedAmount(null);
        setProblem(t('auctions.bid.errors.outbid', { amount: f.money(outcome.minimumBid) }));
        setStep('place');
        break;
      case 'closed':
        setClosedAnswer(outcome.reason ?? 'ended');
        break;
      default:
        setProblem(outcome.message || t('auctions.bid.errors.failed'));
    }
  };

  const endedAlert = closed ? (
    <Alert severity="error" role="alert">
      {soldOut
        ? t('auctions.bid.errors.sold')
        : pausedNow
          ? t('auctions.bid.errors.paused')
          : t('auctions.bid.errors.ended')}
    </Alert>
  ) : null;

  if (step === 'done' && result) {
    // A rival's bid that came in since the answer: the live state says the buyer no longer leads.
    const overtakenSince = result.isLeader && live.isLeader === false;
    const leads = result.isLeader && !overtakenSince;
    return (
      <>
        <DialogTitle id={titleId}>
          {leads ? t('auctions.bid.successTitle') : t('auctions.bid.outbidTitle')}
        </DialogTitle>
        <DialogContent>
          {overtakenSince ? (
            <Alert severity="warning" data-testid="bid-result" role="status">
              {t('auctions.bid.overtakenSince', { amount: f.money(live.currentPrice) })}
            </Alert>
          ) : result.raisedTo !== null ? (
            <Alert severity="success" data-testid="bid-result">
              {t('auctions.bid.raised', { amount: f.money(result.raisedTo) })}
            </Alert>
          ) : result.isLeader ? (
            <Alert severity="success" data-testid="bid-result">
              {result.maxAmount !== null && result.maxAmount > result.amount
                ? t('auctions.bid.leadingWithMax', {
                    amount: f.money(result.amount),
                    max: f.money(result.maxAmount),
                  })
                : t('auctions.bid.leading', { amount: f.money(result.amount) })}
            </Alert>
          ) : (
            <Alert severity="warning" data-testid="bid-result">
              {t('auctions.bid.notLeading', { amount: f.money(result.amount) })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {!leads && !closed ? (
            <Button
              onClick={() => {
                setTypedAmount(null);
                setMaxText('');
                setResult(null);
                setStep('place');
              }}
            >
              {t('auctions.bid.bidAgain')}
            </Button>
          ) : null}
          <Button variant="contained" onClick={onClose} ref={doneRef}>
            {t('auctions.bid.done')}
          </Button>
        </DialogActions>
      </>
    );
  }

  if (step === 'confirm' && bid && raising) {
    const newMax = bid.maxAmount ?? bid.amount;
    const belowNow = newMax < lowestNewMax;
    return (
      <>
        <DialogTitle id={titleId}>{t('auctions.bid.confirmTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('auctions.bid.lockedIn')}</Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}
          >
            <dt>{t('auctions.bid.yourNewMax')}</dt>
            <Box component="dd" sx={{ m: 0, fontWeight: 800 }} data-testid="confirm-max">
              {f.money(newMax)}
            </Box>
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('auctions.bid.ifYouWinAtMost', { amount: f.money(newMax) })}
          </Typography>
          <PriceBreakdown price={newMax} province={province} />
          {endedAlert}
          {!closed && belowNow ? (
            <Alert severity="error" role="alert">
              {t('auctions.bid.errors.newMaxTooLow', { amount: f.money(lowestNewMax) })}
            </Alert>
          ) : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            disabled={busy}
            onClick={() => {
              setProblem(null);
              setStep('place');
            }}
          >
            {t('auctions.bid.back')}
          </Button>
          <Button
            variant="contained"
            loading={busy}
            disabled={closed || belowNow}
            onClick={() => void send()}
          >
            {t('auctions.bid.raiseSubmit')}
          </Button>
        </DialogActions>
      </>
    );
  }

  if (step === 'confirm' && bid) {
    const belowNow = bid.amount < minimum;
    return (
      <>
        <DialogTitle id={titleId}>{t('auctions.bid.confirmTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('auctions.bid.lockedIn')}</Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5 }}
          >
            <dt>{t('auctions.bid.yourBid')}</dt>
            <Box component="dd" sx={{ m: 0, fontWeight: 800 }} data-testid="confirm-amount">
              {f.money(bid.amount)}
            </Box>
            {bid.maxAmount !== undefined ? (
              <>
                <dt>{t('auctions.bid.yourMax')}</dt>
                <Box component="dd" sx={{ m: 0 }} data-testid="confirm-max">
                  {f.money(bid.maxAmount)}
                </Box>
              </>
            ) : null}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('auctions.bid.ifYouWin', { amount: f.money(bid.amount) })}
          </Typography>
          <PriceBreakdown price={bid.amount} province={province} />
          {endedAlert}
          {!closed && belowNow ? (
            <Alert severity="error" role="alert">
              {t('auctions.bid.errors.outbid', { amount: f.money(minimum) })}
            </Alert>
          ) : null}
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            disabled={busy}
            onClick={() => {
              setProblem(null);
              if (belowNow) setTypedAmount(null);
              setStep('place');
            }}
          >
            {t('auctions.bid.back')}
          </Button>
          <Button
            variant="contained"
            loading={busy}
            disabled={closed || belowNow}
            onClick={() => void send()}
          >
            {t('auctions.bid.submit')}
          </Button>
        </DialogActions>
      </>
    );
  }

  if (raising) {
    return (
      <Box component="form" noValidate onSubmit={onContinue}>
        <DialogTitle id={titleId}>{t('auctions.bid.raiseTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" data-testid="raise-text">
            {t('auctions.bid.raiseText', { amount: f.money(yourMax) })}
          </Typography>
          <Typography variant="body2">
            {t('auctions.bid.currentBid')}:{' '}
            <Box component="strong" data-testid="dialog-current-bid">
              {f.money(live.currentPrice)}
            </Box>
          </Typography>
          {problem ? (
            <Alert severity="info" role="alert">
              {problem}
            </Alert>
          ) : null}
          {endedAlert}
          <TextField
            inputRef={amountRef}
            label={t('auctions.bid.newMax')}
            value={maxText}
            onChange={(event) => setMaxText(event.target.value)}
            error={Boolean(errors.maxAmount)}
            helperText={
              errors.maxAmount ?? t('auctions.bid.newMaxHelp', { amount: f.money(lowestNewMax) })
            }
            autoFocus
            required
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('auctions.bid.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={closed}>
            {t('auctions.bid.continue')}
          </Button>
        </DialogActions>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onContinue}>
      <DialogTitle id={titleId}>{t('auctions.bid.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          {t('auctions.bid.currentBid')}:{' '}
          <Box component="strong" data-testid="dialog-current-bid">
            {f.money(live.currentPrice)}
          </Box>
        </Typography>
        {problem ? (
          <Alert severity="warning" role="alert">
            {problem}
          </Alert>
        ) : null}
        {endedAlert}
        <TextField
          inputRef={amountRef}
          label={t('auctions.bid.amount')}
          value={amountText}
          onChange={(event) => setTypedAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? t('auctions.bid.amountHelp', { amount: f.money(minimum) })}
          autoFocus
          required
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <TextField
          label={t('auctions.bid.maxAmount')}
          value={maxText}
          onChange={(event) => setMaxText(event.target.value)}
          error={Boolean(errors.maxAmount)}
          helperText={errors.maxAmount ?? t('auctions.bid.maxHelp')}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('auctions.bid.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={closed}>
          {t('auctions.bid.continue')}
        </Button>
      </DialogActions>
    </Box>
  );
}

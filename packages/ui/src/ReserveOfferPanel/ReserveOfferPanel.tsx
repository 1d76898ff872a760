import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { dealer } from '../i18n/en/dealer';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';

/** What the panel reads of an offer: `ReserveOffer` of `@marketdrop/api-client` fits. */
export type ReserveOfferPanelOffer = {
  highestBid: number;
  /** The highest bidder's first name. */
  bidderName: string;
  /** ISO instant: 24 hours after the close. */
  expiresAt: string;
  status: 'open' | 'accepted' | 'declined' | 'lapsed';
};

export type ReserveOfferPanelProps = {
  offer: ReserveOfferPanelOffer;
  /** The vehicle, for the confirmation. */
  vehicleName: string;
  /** Accepts the highest bid (after the dealer confirms). */
  onAccept?: () => void;
  /** Lets the offer lapse now. */
  onDecline?: () => void;
  /** The answer is being sent. */
  busy?: boolean;
};

/**
 * An auction closed below its reserve (docs/product.md §4.9): the highest bid and its bidder, the
 * deadline to accept (24 hours), Accept (after a confirmation: it creates the order for that
 * bidder) or Let it lapse; then what was decided, or that the time ran out.
 */
export function ReserveOfferPanel({
  offer,
  vehicleName,
  onAccept,
  onDecline,
  busy = false,
}: ReserveOfferPanelProps) {
  const { t } = useTranslation('ui', { dealer });
  const f = useFormatters();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const amount = f.money(offer.highestBid);

  if (offer.status !== 'open') {
    return (
      <Alert severity={offer.status === 'accepted' ? 'success' : 'info'}>
        <AlertTitle>{t('dealer.reserve.title')}</AlertTitle>
        {t(`dealer.reserve.${offer.status}`)}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      aria-labelledby={titleId}
      role="region"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id={titleId}>{t('dealer.reserve.title')}</AlertTitle>
      <Typography>{t('dealer.reserve.text', { amount })}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: 0.5,
          columnGap: 2,
          my: 1.5,
          '& dd': { m: 0, fontWeight: 700 },
        }}
      >
        <dt>{t('dealer.reserve.highestBid')}</dt>
        <dd data-testid="offer-amount">{amount}</dd>
        <dt>{t('dealer.reserve.bidder')}</dt>
        <dd>{offer.bidderName}</dd>
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        {t('dealer.reserve.deadline', { date: f.dateTime(offer.expiresAt) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        {onAccept ? (
          <Button variant="contained" loading={busy} onClick={() => setConfirming(true)}>
            {t('dealer.reserve.accept', { amount })}
          </Button>
        ) : null}
        {onDecline ? (
          <Button color="inherit" disabled={busy} onClick={onDecline}>
            {t('dealer.reserve.decline')}
          </Button>
        ) : null}
      </Box>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={`${titleId}-confirm`}
      >
        <DialogTitle id={`${titleId}-confirm`}>
          {t('dealer.reserve.confirmTitle', { amount })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('dealer.reserve.confirmText', { vehicle: vehicleName })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('dealer.reserve.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setConfirming(false);
              onAccept?.();
            }}
          >
            {t('dealer.reserve.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Alert>
  );
}

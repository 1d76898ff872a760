import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { catalogue } from '../i18n/en/catalogue';
import { linkProps, type LinkComponent } from '../link';
import { StandingChip } from '../internal/StandingChip';
import type { BidStanding } from '../internal/standing';

// MUI's Alert loads with the first notice shown, not with the page (most visitors see none). A
// server render waits for it, and the browser keeps that HTML until the code has come.
const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * A signed-in bidder's standing on the detail page: "You're winning" with the maximum that leads,
 * or "Outbid" with the maximum a rival passed (it follows the live state: a rival's bid turns it).
 */
export function BidStandingNotice({
  standing,
  yourMaxBid,
}: {
  standing: BidStanding;
  /** The bidder's own maximum, when known. */
  yourMaxBid: number | null;
}) {
  const { t } = useTranslation('ui', { catalogue });
  const { money } = useFormatters();
  const text =
    yourMaxBid === null
      ? null
      : t(
          standing === 'leading'
            ? 'catalogue.standing.leadingText'
            : 'catalogue.standing.outbidText',
          {
            max: money(yourMaxBid),
          },
        );
  return (
    <Suspense fallback={null}>
      <Alert
        severity={standing === 'leading' ? 'success' : 'error'}
        icon={false}
        data-testid="bid-standing"
        data-standing={standing}
        role="status"
        sx={{ alignItems: 'center', '& .MuiAlert-message': { display: 'grid', gap: 0.5 } }}
      >
        <StandingChip standing={standing} />
        {text ? <Typography variant="body2">{text}</Typography> : null}
      </Alert>
    </Suspense>
  );
}

/**
 * The seller's own sale, in place of the buying buttons: "This is your listing", why there is no
 * Place Bid or Buy Now, and the link to manage it in the dealer area.
 */
export function OwnListingNotice({
  href,
  LinkComponent = 'a',
}: {
  /** The listing in the dealer area. */
  href: string;
  LinkComponent?: LinkComponent;
}) {
  const { t } = useTranslation('ui', { catalogue });
  return (
    <Suspense fallback={null}>
      <Alert severity="info" data-testid="own-listing">
        <Typography component="p" sx={{ fontWeight: 700 }}>
          {t('catalogue.standing.yourListingTitle')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('catalogue.standing.yourListingText')}
        </Typography>
        <Button variant="outlined" size="small" {...linkProps(LinkComponent, href)}>
          {t('catalogue.standing.manageListing')}
        </Button>
      </Alert>
    </Suspense>
  );
}

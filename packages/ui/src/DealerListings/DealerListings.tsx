import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Add from '@mui/icons-material/Add';
import { dealerEditListingPath, detailPath, paths } from '@marketdrop/api-client';
import { LISTING_STATES, type ListingState } from '@marketdrop/validation';
import { dealer } from '../i18n/en/dealer';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { auctionTypeTone } from '../internal/catalogue';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';
import { SAMPLE_VEHICLE_IMAGES } from '../internal/placeholderImage';
import { useAuctionTypeLabel } from '../internal/useAuctionTypeLabel';
import { linkProps, type LinkComponent } from '../link';

/**
 * Where a listing stands (docs/product.md §6.2), in the order of the tabs: `LISTING_STATES` of
 * `@marketdrop/validation`, the states the server sends.
 * @deprecated Use `LISTING_STATES` of `@marketdrop/validation`.
 */
export const DEALER_LISTING_STATES = LISTING_STATES;
export type DealerListingsState = ListingState;

/** What a row reads of a listing: `DealerListing` of `@marketdrop/api-client` fits. */
export type DealerListingsItem = {
  _id: string;
  state: DealerListingsState;
  /** The auction once published (its page is `/detail/{auctionId}`). */
  auctionId: string | null;
  vehicleName: string;
  /** In order; the first is the cover. */
  photos: readonly { url: string }[];
  terms: {
    auctionType: string;
    startingBid?: number | null;
    stickerPrice?: number | null;
    claimPrice?: number | null;
    startsAt?: string | null;
    endsAt?: string | null;
  };
  stats: { views: number; saves: number; bids: number };
  currentPrice: number | null;
  /** A bid or claim exists: it can no longer be withdrawn. */
  termsLocked: boolean;
  moderation?: { reason: string } | null;
  reserveOffer?: { status: string } | null;
  /** Ended unsold with no open offer: Relist puts it on sale again with the same terms. */
  canRelist?: boolean;
  updatedAt: string;
};

export type DealerListingsProps = {
  /** The listings of the selected state. */
  listings: readonly DealerListingsItem[];
  /** How many listings the dealer has in each state (the tabs' counts). */
  counts?: Partial<Record<DealerListingsState, number>> | null;
  /** The selected tab. */
  state: DealerListingsState;
  onStateChange: (state: DealerListingsState) => void;
  loading?: boolean;
  /** Loading failed: the message and, with `onRetry`, Try again. */
  error?: boolean;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Publishes a draft. Without it, no Publish button. */
  onPublish?: (listing: DealerListingsItem) => void;
  /** Withdraws a scheduled or live listing (after the dealer confirms). */
  onWithdraw?: (listing: DealerListingsItem) => void;
  /** Opens the reserve-not-met offer of an unsold listing. */
  onReviewOffer?: (listing: DealerListingsItem) => void;
  /** Relists an unsold listing in one click (`canRelist`), with the same terms. */
  onRelist?: (listing: DealerListingsItem) => void;
  /** The listing an action is being sent for: its buttons are busy. */
  busyId?: string | null;
  /** The editor's path of a listing (default `/dealer/listings/{id}/edit`). */
  editHref?: (listingId: string) => string;
  /** The path of New listing (default `/dealer/listings/new`); `null` hides the button. */
  newListingHref?: string | null;
  /** Renders the links; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
  imageBaseUrl?: string;
  /** Heading level of "My listings" (default 2). */
  headingLevel?: 1 | 2 | 3;
};

const Row = styled(Paper, { name: 'MdDealerListings', slot: 'Row' })(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5, 2),
  padding: theme.spacing(1.5),
  gridTemplateColumns: '96px minmax(0, 1fr)',
  alignItems: 'center',
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: '120px minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.4fr) auto',
  },
})) as typeof Paper;

const Thumb = styled('img', { name: 'MdDealerListings', slot: 'Thumb' })(({ theme }) => ({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: theme.shape.borderRadius,
  display: 'block',
  backgroundColor: theme.palette.grey[100],
}));

const Stats = styled('dl', { name: 'MdDealerListings', slot: 'Stats' })(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, auto)',
  justifyContent: 'start',
  columnGap: theme.spacing(2),
  '& dt': { fontSize: '0.75rem', color: theme.palette.text.secondary, gridRow: 1 },
  '& dd': { margin: 0, fontWeight: 700, gridRow: 2 },
}));

const Wide = styled('div', { name: 'MdDealerListings', slot: 'Wide' })(({ theme }) => ({
  gridColumn: '1 / -1',
  [theme.breakpoints.up('md')]: { gridColumn: 'auto' },
}));

/** The price to show: the price now, else the sale format's own. */
function priceOf(listing: DealerListingsItem): number | null {
  if (listing.currentPrice !== null) return listing.currentPrice;
  const { auctionType, startingBid, stickerPrice, claimPrice } = listing.terms;
  const price =
    auctionType === 'marketdropai'
      ? stickerPrice
      : auctionType === 'claimpoint'
        ? claimPrice
        : startingBid;
  return price ?? null;
}

/**
 * A dealer's listings by state (draft, scheduled, live, sold, unsold, withdrawn), as tabs with
 * their counts; each listing with its cover, sale format, price, dates, views, saves and bids, and
 * what may be done with it in its state: edit, publish, withdraw (with a confirmation; not once a
 * bid or claim exists), view its page, answer a reserve-not-met offer, or relist in one click a
 * sale that ended unsold (e.g. its buyer cancelled or did not pay after the close).
 */
export function DealerListings({
  listings,
  counts,
  state,
  onStateChange,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  onPublish,
  onWithdraw,
  onReviewOffer,
  onRelist,
  busyId = null,
  editHref = dealerEditListingPath,
  newListingHref = paths.dealerNewListing,
  LinkComponent = 'a',
  imageBaseUrl,
  headingLevel = 2,
}: DealerListingsProps) {
  const { t } = useTranslation('ui', { dealer });
  const f = useFormatters();
  const typeLabel = useAuctionTypeLabel();
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const titleId = useId();
  const [confirming, setConfirming] = useState<DealerListingsItem | null>(null);
  const Heading = `h${headingLevel}` as const;
  const RowHeading = `h${headingLevel + 1}` as 'h2' | 'h3' | 'h4';

  const dates = (listing: DealerListingsItem) => {
    const { startsAt, endsAt } = listing.terms;
    switch (listing.state) {
      case 'scheduled':
        return startsAt ? t('dealer.listings.starts', { date: f.dateTime(startsAt) }) : null;
      case 'live':
        return endsAt ? t('dealer.listings.ends', { date: f.dateTime(endsAt) }) : null;
      case 'sold':
      case 'unsold':
        return endsAt ? t('dealer.listings.ended', { date: f.date(endsAt) }) : null;
      default:
        return t('dealer.listings.updated', { date: f.date(listing.updatedAt) });
    }
  };

  const body = () => {
    if (loading) {
      return Array.from({ length: 3 }, (_, index) => (
        <Row key={index} variant="outlined" aria-hidden="true">
          <Skeleton
            variant="rounded"
            sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }}
          />
          <Box>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </Box>
        </Row>
      ));
    }
    if (error && listings.length === 0) {
      return (
        <Alert
          severity="error"
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('dealer.listings.retry')}
              </Button>
            ) : undefined
          }
        >
          {t('dealer.listings.loadError')}
        </Alert>
      );
    }
    if (listings.length === 0) {
      return (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t(`dealer.listings.empty.${state}`)}
        </Typography>
      );
    }
    return listings.map((listing) => {
      const name = listing.vehicleName.trim() || t('dealer.listings.untitled');
      const cover = listing.photos[0]?.url;
      const price = priceOf(listing);
      const busy = busyId === listing._id;
      const editable = ['draft', 'scheduled', 'live'].includes(listing.state);
      const withdrawable = listing.state === 'scheduled' || listing.state === 'live';
      const viewable =
        listing.auctionId !== null && listing.state !== 'draft' && listing.state !== 'withdrawn';
      const offerOpen = listing.reserveOffer?.status === 'open';
      const relistable = listing.canRelist === true;
      const rowTitleId = `${titleId}-${listing._id}`;
      return (
        <Row
          key={listing._id}
          variant="outlined"
          component="article"
          aria-labelledby={rowTitleId}
          data-listing-id={listing._id}
        >
          <Thumb
            src={cover ? resolveImageUrl(baseUrl, cover) : SAMPLE_VEHICLE_IMAGES[0]}
            alt=""
            loading="lazy"
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={rowTitleId} component={RowHeading} sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
              <Chip
                size="small"
                label={typeLabel(listing.terms.auctionType)}
                variant="outlined"
                sx={{
                  color: `${auctionTypeTone(listing.terms.auctionType)}.dark`,
                  borderColor: `${auctionTypeTone(listing.terms.auctionType)}.main`,
                  fontWeight: 600,
                }}
              />
              <Typography variant="body2" color="text.secondary">
                {dates(listing)}
              </Typography>
            </Box>
            {listing.moderation ? (
              <Typography variant="body2" color="error.dark" sx={{ mt: 0.5 }}>
                {t('dealer.listings.unpublished', { reason: listing.moderation.reason })}
              </Typography>
            ) : null}
            {offerOpen ? (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5, fontWeight: 600 }}>
                {t('dealer.listings.offerOpen')}
              </Typography>
            ) : null}
            {relistable ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('dealer.listings.relistHint')}
              </Typography>
            ) : null}
          </Box>
          <Wide>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('dealer.listings.columns.price')}
            </Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="listing-price">
              {price === null ? t('dealer.listings.noPrice') : f.money(price)}
            </Typography>
          </Wide>
          <Wide>
            <Stats>
              <dt>{t('dealer.listings.columns.views')}</dt>
              <dd>{f.number(listing.stats.views)}</dd>
              <dt>{t('dealer.listings.columns.saves')}</dt>
              <dd>{f.number(listing.stats.saves)}</dd>
              <dt>{t('dealer.listings.columns.bids')}</dt>
              <dd>{f.number(listing.stats.bids)}</dd>
            </Stats>
          </Wide>
          <Box
            role="group"
            aria-label={t('dealer.listings.actionsFor', { vehicle: name })}
            sx={{
              gridColumn: { xs: '1 / -1', md: 'auto' },
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              justifyContent: { md: 'flex-end' },
            }}
          >
            {offerOpen && onReviewOffer ? (
              <Button size="small" variant="contained" onClick={() => onReviewOffer(listing)}>
                {t('dealer.listings.reviewOffer')}
              </Button>
            ) : null}
            {relistable && onRelist ? (
              <Button
                size="small"
                variant="contained"
                loading={busy}
                onClick={() => onRelist(listing)}
              >
                {t('dealer.listings.relist')}
              </Button>
            ) : null}
            {listing.state === 'draft' && onPublish ? (
              <Button
                size="small"
                variant="contained"
                loading={busy}
                onClick={() => onPublish(listing)}
              >
                {t('dealer.listings.publish')}
              </Button>
            ) : null}
            {editable ? (
              <Button
                size="small"
                variant="outlined"
                {...linkProps(LinkComponent, editHref(listing._id))}
              >
                {t('dealer.listings.edit')}
              </Button>
            ) : null}
            {viewable ? (
              <Button
                size="small"
                {...linkProps(LinkComponent, detailPath(listing.auctionId as string))}
              >
                {t('dealer.listings.view')}
              </Button>
            ) : null}
            {withdrawable && onWithdraw ? (
              <Button
                size="small"
                color="error"
                disabled={listing.termsLocked || busy}
                title={listing.termsLocked ? t('dealer.listings.lockedHint') : undefined}
                onClick={() => setConfirming(listing)}
              >
                {t('dealer.listings.withdraw')}
              </Button>
            ) : null}
          </Box>
        </Row>
      );
    });
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id={titleId} component={Heading} variant="h5" sx={{ fontWeight: 700 }}>
          {t('dealer.listings.title')}
        </Typography>
        {newListingHref ? (
          <Button
            variant="contained"
            startIcon={<Add />}
            sx={{ ml: 'auto' }}
            {...linkProps(LinkComponent, newListingHref)}
          >
            {t('dealer.listings.newListing')}
          </Button>
        ) : null}
      </Box>
      <Tabs
        value={state}
        onChange={(_, value: DealerListingsState) => onStateChange(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('dealer.listings.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {LISTING_STATES.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t('dealer.listings.tab', {
              state: t(`dealer.states.${value}`),
              count: counts?.[value] ?? 0,
            })}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        aria-label={t(`dealer.states.${state}`)}
        aria-busy={loading || undefined}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {body()}
      </Box>
      {hasMore && onLoadMore && !loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button variant="outlined" loading={loadingMore} onClick={onLoadMore}>
            {t('dealer.listings.loadMore')}
          </Button>
        </Box>
      ) : null}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        aria-labelledby={`${titleId}-withdraw`}
      >
        <DialogTitle id={`${titleId}-withdraw`}>
          {t('dealer.listings.withdrawConfirm.title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('dealer.listings.withdrawConfirm.text', {
              vehicle: confirming?.vehicleName ?? '',
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>
            {t('dealer.listings.withdrawConfirm.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              if (confirming) onWithdraw?.(confirming);
              setConfirming(null);
            }}
          >
            {t('dealer.listings.withdrawConfirm.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { detailPath } from '@marketdrop/api-client';
import { admin } from '../i18n/en/admin';
import { dealer as dealerTexts } from '../i18n/en/dealer';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { resolveImageUrl, useImageBaseUrl } from '../internal/imageUrl';
import { ListState, type AdminListProps } from '../internal/ListState';
import { SAMPLE_VEHICLE_IMAGES } from '../internal/placeholderImage';
import { ReasonDialog } from '../internal/ReasonDialog';
import { useAuctionTypeLabel } from '../internal/useAuctionTypeLabel';
import { linkProps, type LinkComponent } from '../link';

/** A listing as moderation shows it: `AdminListing` of `@marketdrop/api-client` fits. */
export type ModerationListing = {
  _id: string;
  state: 'draft' | 'scheduled' | 'live' | 'sold' | 'unsold' | 'withdrawn';
  auctionId: string | null;
  vehicleName: string;
  photos: readonly { url: string }[];
  terms: { auctionType: string };
  currentPrice: number | null;
  stats: { views: number; saves: number; bids: number };
  moderation: { reason: string } | null;
  dealer: { businessName: string };
};

export type AdminListingModerationProps = AdminListProps & {
  listings: readonly ModerationListing[];
  /** Unpublishes a scheduled or live listing with the reason its dealer reads. */
  onUnpublish: (listing: ModerationListing, reason: string) => void;
  LinkComponent?: LinkComponent;
  imageBaseUrl?: string;
};

/**
 * The admin's listing moderation: each listing with its dealer, format, state, price and figures,
 * a link to its page, and Unpublish (scheduled or live ones) with a reason the dealer reads.
 */
export function AdminListingModeration({
  listings,
  onUnpublish,
  LinkComponent = 'a',
  imageBaseUrl,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  busyId = null,
}: AdminListingModerationProps) {
  const { t } = useTranslation('ui', { admin, dealer: dealerTexts });
  const f = useFormatters();
  const typeLabel = useAuctionTypeLabel();
  const baseUrl = useImageBaseUrl(imageBaseUrl);
  const [target, setTarget] = useState<ModerationListing | null>(null);
  return (
    <>
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={t('admin.listings.empty')}
        count={listings.length}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {listings.map((listing) => {
            const cover = listing.photos[0]?.url;
            const live = listing.state === 'live' || listing.state === 'scheduled';
            return (
              <Paper
                key={listing._id}
                variant="outlined"
                component="article"
                aria-label={listing.vehicleName}
                sx={{
                  p: 1.5,
                  display: 'grid',
                  gridTemplateColumns: '96px minmax(0, 1fr) auto',
                  gap: 2,
                  alignItems: 'center',
                }}
              >
                <Box
                  component="img"
                  src={cover ? resolveImageUrl(baseUrl, cover) : SAMPLE_VEHICLE_IMAGES[0]}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 700 }}>
                    {listing.vehicleName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('admin.listings.by', { dealer: listing.dealer.businessName })} ·{' '}
                    {typeLabel(listing.terms.auctionType)} ·{' '}
                    {listing.currentPrice === null ? '' : f.money(listing.currentPrice)}
                  </Typography>
                  <Box
                    sx={{
                      display: 'flex',
                      gap: 1,
                      alignItems: 'center',
                      mt: 0.5,
                      flexWrap: 'wrap',
                    }}
                  >
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`dealer.states.${listing.state}`)}
                    />
                    <Typography variant="body2" color="text.secondary">
                      {t('dealer.listings.stats', {
                        views: f.number(listing.stats.views),
                        saves: f.number(listing.stats.saves),
                        bids: f.number(listing.stats.bids),
                      })}
                    </Typography>
                  </Box>
                  {listing.moderation ? (
                    <Typography variant="body2" color="error.dark">
                      {t('admin.listings.unpublished', { reason: listing.moderation.reason })}
                    </Typography>
                  ) : null}
                </Box>
                <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
                  {listing.auctionId && live ? (
                    <Button
                      size="small"
                      {...linkProps(LinkComponent, detailPath(listing.auctionId))}
                    >
                      {t('admin.listings.view')}
                    </Button>
                  ) : null}
                  {live ? (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      loading={busyId === listing._id}
                      onClick={() => setTarget(listing)}
                    >
                      {t('admin.listings.unpublish')}
                    </Button>
                  ) : null}
                </Box>
              </Paper>
            );
          })}
        </Box>
      </ListState>
      <ReasonDialog
        open={target !== null}
        title={t('admin.listings.unpublishTitle', { vehicle: target?.vehicleName ?? '' })}
        text={t('admin.listings.unpublishText')}
        confirmLabel={t('admin.listings.unpublishConfirm')}
        onCancel={() => setTarget(null)}
        onConfirm={(reason) => {
          if (target) onUnpublish(target, reason);
          setTarget(null);
        }}
      />
    </>
  );
}

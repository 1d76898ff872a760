import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '@marketdrop/api-client';
import {
  SELLER_PROFILE_PAGE_SIZE,
  useSellerProfile,
  useSellerReviews,
} from '@marketdrop/api-client/react';
import { ReviewList, SellerProfileHeader, VehicleGrid, useTranslation } from '@marketdrop/ui';
import { useHearts } from '../catalogue/useHearts';
import { dealer } from '../i18n/en/dealer';
import { useErrorText } from '../i18n/useErrorText';
import { useLiveCardProps, useLiveCards } from '../auctions/useLiveCards';
import { useDocumentTitle } from '../content/useDocumentTitle';

/**
 * A seller's profile (`/seller-profile?seller={id}`, docs/product.md §3.8): the header (business
 * name, city, member since, verified badge, vehicles sold, average rating and count) and the
 * seller's live listings as vehicle cards with their live prices, 12 at a time with Load More, and
 * the buyers' reviews (rating, comment, first name, vehicle, date), newest first.
 */
export function SellerProfilePage() {
  const { t } = useTranslation('web', { dealer });
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const sellerId = params.get('seller')?.trim() || undefined;
  const profile = useSellerProfile(sellerId, { pageSize: SELLER_PROFILE_PAGE_SIZE });
  const reviews = useSellerReviews(sellerId ?? '', { enabled: sellerId !== undefined });
  const hearts = useHearts();
  const listings = profile.data?.listings;
  const ids = useMemo(() => (listings ?? []).map((auction) => auction._id), [listings]);
  const getCardProps = useLiveCardProps(useLiveCards(ids), hearts.getCardProps);
  const seller = profile.data?.seller;
  useDocumentTitle(seller?.businessName ?? t('dealer.titles.sellerProfile'));

  const notFound = isApiError(profile.error) && profile.error.status === 404;
  if (!sellerId || notFound) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('dealer.seller.notFound')}
        </Typography>
        <Typography color="text.secondary">
          {sellerId ? t('dealer.seller.notFoundText') : t('dealer.seller.missing')}
        </Typography>
      </Container>
    );
  }

  return (
    <Container
      maxWidth="lg"
      sx={{ py: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', gap: 4 }}
    >
      {profile.isError && !profile.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              {t('dealer.editor.retry')}
            </Button>
          }
        >
          {errorText(profile.error, t('dealer.seller.loadFailed'))}
        </Alert>
      ) : (
        <SellerProfileHeader seller={seller} loading={profile.isPending} />
      )}
      <Box component="section" aria-labelledby="seller-listings">
        <Typography
          id="seller-listings"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 700, mb: 2 }}
        >
          {t('dealer.seller.listingsTitle')}
        </Typography>
        <VehicleGrid
          auctions={listings ?? []}
          loading={profile.isPending && !profile.isError}
          skeletonCount={4}
          emptyText={t('dealer.seller.noListings')}
          onToggleSave={hearts.onToggleSave}
          getCardProps={getCardProps}
          LinkComponent={Link}
          headingLevel={3}
          hasMore={profile.hasNextPage}
          loadingMore={profile.isFetchingNextPage}
          onLoadMore={() => void profile.fetchNextPage()}
        />
      </Box>
      <Box component="section" aria-labelledby="seller-reviews">
        <Typography id="seller-reviews" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('dealer.seller.reviewsTitle')}
        </Typography>
        <ReviewList
          reviews={reviews.data?.items ?? []}
          loading={reviews.isPending && !reviews.isError}
          error={reviews.isError && !reviews.data}
          onRetry={() => void reviews.refetch()}
          hasMore={reviews.hasNextPage}
          loadingMore={reviews.isFetchingNextPage}
          onLoadMore={() => void reviews.fetchNextPage()}
        />
      </Box>
    </Container>
  );
}

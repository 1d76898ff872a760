import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { seller as sellerTexts } from '../i18n/en/seller';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';

/** What a review row reads: `OrderReview` of `@marketdrop/api-client` fits. */
export type ReviewListItem = {
  _id: string;
  /** 1 to 5. */
  rating: number;
  comment?: string | null;
  /** The buyer's first name only. */
  buyerFirstName: string;
  vehicleName: string;
  /** ISO instant. */
  createdAt: string;
};

export type ReviewListProps = {
  /** Newest first. */
  reviews: readonly ReviewListItem[];
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

/**
 * A seller's reviews, newest first: the stars, the comment, the buyer's first name, the vehicle
 * they bought and the date; Load More for older ones.
 */
export function ReviewList({
  reviews,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: ReviewListProps) {
  const { t } = useTranslation('ui', { seller: sellerTexts });
  const f = useFormatters();
  if (loading) {
    return (
      <List aria-label={t('seller.reviewsTitle')} aria-busy="true">
        {[0, 1].map((index) => (
          <ListItem key={index} sx={{ display: 'block' }}>
            <Skeleton width={120} />
            <Skeleton width="80%" />
          </ListItem>
        ))}
      </List>
    );
  }
  if (error && reviews.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('seller.retry')}
            </Button>
          ) : undefined
        }
      >
        {t('seller.loadError')}
      </Alert>
    );
  }
  if (reviews.length === 0) {
    return <Typography color="text.secondary">{t('seller.noReviews')}</Typography>;
  }
  return (
    <>
      <List aria-label={t('seller.reviewsTitle')} disablePadding>
        {reviews.map((review) => (
          <ListItem
            key={review._id}
            divider
            sx={{ display: 'block', px: 0, py: 2 }}
            data-review-id={review._id}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Rating
                value={review.rating}
                readOnly
                size="small"
                aria-label={t('seller.stars', { rating: review.rating })}
                slotProps={{ root: { role: 'img' } }}
              />
              <Typography variant="body2" color="text.secondary" component="span">
                <time dateTime={review.createdAt}>{f.date(review.createdAt)}</time>
              </Typography>
            </Box>
            {review.comment?.trim() ? (
              <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                {review.comment.trim()}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('seller.reviewBy', { name: review.buyerFirstName, vehicle: review.vehicleName })}
            </Typography>
          </ListItem>
        ))}
      </List>
      {hasMore && onLoadMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="outlined" loading={loadingMore} onClick={onLoadMore}>
            {t('seller.loadMore')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}

import { useId } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { seller as sellerTexts } from '../i18n/en/seller';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';

/** What the header reads of a seller: `SellerProfile` of `@marketdrop/api-client` fits. */
export type SellerProfileHeaderSeller = {
  businessName: string;
  city?: string | null;
  province?: string | null;
  /** ISO instant the seller joined. */
  memberSince: string;
  verified: boolean;
  vehiclesSold: number;
  /** Average rating 1 to 5 (null without reviews) and the number of reviews. */
  rating: { average: number | null; count: number };
};

export type SellerProfileHeaderProps = {
  /** The seller; absent while `loading`. */
  seller?: SellerProfileHeaderSeller | null;
  loading?: boolean;
  /** Heading level of the business name (default 1: the page's title). */
  headingLevel?: 1 | 2;
};

/**
 * A seller's header on their profile: business name, city, member since, the verified badge,
 * vehicles sold, and the average review rating with the number of reviews.
 */
export function SellerProfileHeader({
  seller,
  loading = false,
  headingLevel = 1,
}: SellerProfileHeaderProps) {
  const { t } = useTranslation('ui', { seller: sellerTexts });
  const f = useFormatters();
  const titleId = useId();
  if (loading || !seller) {
    return (
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', gap: 2 }} aria-busy="true">
        <Skeleton variant="circular" width={64} height={64} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={36} />
          <Skeleton width="60%" />
        </Box>
      </Paper>
    );
  }
  const place = [seller.city, seller.province]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const { average, count } = seller.rating;
  return (
    <Paper
      variant="outlined"
      component="header"
      aria-labelledby={titleId}
      sx={{ p: 3, display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main' }} aria-hidden="true">
        <StorefrontOutlined fontSize="large" />
      </Avatar>
      <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography
            id={titleId}
            component={`h${headingLevel}`}
            sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '1.9rem' } }}
          >
            {seller.businessName}
          </Typography>
          {seller.verified ? (
            <Chip
              icon={<VerifiedUser />}
              label={t('seller.verified')}
              variant="outlined"
              size="small"
              sx={{
                color: 'success.dark',
                borderColor: 'success.main',
                fontWeight: 600,
                '& .MuiChip-icon': { color: 'inherit' },
              }}
            />
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary', mt: 0.5 }}>
          {place ? (
            <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <PlaceOutlined fontSize="small" aria-hidden="true" />
              {place}
            </Typography>
          ) : null}
          <Typography>{t('seller.memberSince', { date: f.date(seller.memberSince) })}</Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="vehicles-sold">
          {t('seller.vehiclesSold', { count: seller.vehiclesSold })}
        </Typography>
        {average === null || count === 0 ? (
          <Typography color="text.secondary" data-testid="rating">
            {t('seller.noReviewsYet')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="rating">
            <Rating value={average} precision={0.1} readOnly size="small" aria-hidden="true" />
            <Typography sx={{ fontWeight: 700 }}>
              {t('seller.rating', { average: f.number(average, 1) })}
            </Typography>
            <Typography color="text.secondary">({t('seller.reviewCount', { count })})</Typography>
          </Box>
        )}
      </Box>
    </Paper>
  );
}

import { useMemo, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AuctionDetail } from '../AuctionDetail/AuctionDetail';
import { VehicleCard } from '../VehicleCard/VehicleCard';
import { dealer } from '../i18n/en/dealer';
import { useTranslation } from '../i18n/useTranslation';
import type { CatalogueAuction } from '../internal/catalogue';
import type { LinkComponentProps } from '../link';

/** What the preview shows: the listing form's values, with the names of what it chose by id. */
export type ListingPreviewListing = {
  vin?: string | null;
  year?: number | null;
  /** The make's name (the form holds its id). */
  makeName?: string | null;
  model?: string | null;
  trim?: string | null;
  categoryName?: string | null;
  odometer?: number | null;
  odometerUnit?: string | null;
  fuelType?: string | null;
  transmission?: string | null;
  drivetrain?: string | null;
  exteriorColour?: string | null;
  description?: string | null;
  address?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: string | null;
  auctionType?: string | null;
  startingBid?: number | null;
  reservePrice?: number | null;
  buyNowPrice?: number | null;
  stickerPrice?: number | null;
  floorPrice?: number | null;
  claimPrice?: number | null;
  /** ISO instant of the close. */
  endsAt?: string | null;
  /** Photo paths or addresses, the cover first. */
  photos?: readonly string[];
  conditionReport?: string | null;
  /** The dealer's business name (the detail's Seller line). */
  sellerName?: string | null;
};

export type ListingPreviewProps = {
  listing: ListingPreviewListing;
  /** The instant the preview counts the time left from (default: now). */
  now?: number;
  imageBaseUrl?: string;
};

/** The auction buyers will see, built from a listing that is not published yet. */
export function previewAuction(listing: ListingPreviewListing, now = Date.now()): CatalogueAuction {
  const type = listing.auctionType ?? 'auction';
  const price =
    type === 'marketdropai'
      ? listing.stickerPrice
      : type === 'claimpoint'
        ? listing.claimPrice
        : listing.startingBid;
  const name = [listing.year, listing.makeName, listing.model, listing.trim]
    .filter((part) => part !== null && part !== undefined && String(part).trim() !== '')
    .join(' ');
  const seconds = listing.endsAt
    ? Math.max(0, Math.floor((Date.parse(listing.endsAt) - now) / 1000))
    : 0;
  const pad = (value: number) => String(value).padStart(2, '0');
  const timeLeft = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return {
    _id: 'preview',
    auctionType: type,
    status: 'open',
    currentPrice: price ?? null,
    startingBid: price ?? null,
    highestBid: null,
    claimPrice: type === 'auction' ? null : (price ?? null),
    buyNowPrice: type === 'auction' ? (listing.buyNowPrice ?? null) : null,
    totalBids: 0,
    description: listing.description ?? null,
    vehicleName: name,
    schedule: listing.endsAt
      ? { startTime: new Date(now).toISOString(), endTime: listing.endsAt, timeLeft }
      : null,
    vehicle: {
      year: listing.year ?? null,
      make: { name: listing.makeName ?? null },
      model: listing.model ?? null,
      trim: listing.trim ?? null,
      miles: listing.odometer ?? null,
      odometerUnit: listing.odometerUnit ?? 'KM',
      vehicleName: name,
      vehicleImage: listing.photos ?? [],
      conditionReport: listing.conditionReport ?? null,
      vehicleDocuments: [],
      description: listing.description ?? null,
      drivetrain: listing.drivetrain ?? null,
      fuelType: listing.fuelType ?? null,
      originalPrice: type === 'marketdropai' ? (listing.stickerPrice ?? null) : null,
      location: {
        address: listing.address ?? null,
        city: listing.city ?? null,
        province: listing.province ?? null,
        postalCode: listing.postalCode ?? null,
      },
    },
    seller: listing.sellerName ? { name: listing.sellerName } : null,
  };
}

/** The card's link in a preview: it goes nowhere (the listing has no page yet). */
function PreviewLink({ to: _to, href: _href, onClick, ref, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      ref={ref}
      aria-disabled="true"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

/**
 * How buyers will see a listing before it is published, with the very components they see: its
 * `VehicleCard` in the catalogue and its `AuctionDetail` page (no heart, nothing to buy).
 */
export function ListingPreview({ listing, now, imageBaseUrl }: ListingPreviewProps) {
  const { t } = useTranslation('ui', { dealer });
  const auction = useMemo(() => previewAuction(listing, now), [listing, now]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography color="text.secondary">{t('dealer.preview.intro')}</Typography>
      <Box component="section" aria-label={t('dealer.preview.card')} data-testid="preview-card">
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('dealer.preview.card')}
        </Typography>
        <Box sx={{ maxWidth: 340 }}>
          <VehicleCard
            auction={auction}
            LinkComponent={PreviewLink}
            imageBaseUrl={imageBaseUrl}
            headingLevel={4}
          />
        </Box>
      </Box>
      <Box component="section" aria-label={t('dealer.preview.detail')} data-testid="preview-detail">
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t('dealer.preview.detail')}
        </Typography>
        <AuctionDetail auction={auction} headingLevel={3} imageBaseUrl={imageBaseUrl} />
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { HOME_SECTION_SKELETONS } from '@marketdrop/validation';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import type { LinkComponent } from '../link';
import { VehicleCard, VehicleCardSkeleton } from '../VehicleCard';
import type { VehicleCardAuction, VehicleCardProps } from '../VehicleCard';

export type VehicleGridProps = {
  /** The vehicles to show, in order. */
  auctions?: readonly VehicleCardAuction[] | null;
  /** Shows `skeletonCount` placeholder cards instead of the list. */
  loading?: boolean;
  /** Placeholders while loading: 8 per Home section, 12 on the listing, 6 on Saved Cars. Default 8. */
  skeletonCount?: number;
  /**
   * Which of the spec's empty texts shows when the list is empty: `vehicles` (default) "No
   * vehicles available", `trending` "No trending vehicles available", `saved` "No saved cars found".
   */
  emptyKind?: 'vehicles' | 'trending' | 'saved';
  /** A text of your own for the empty list (wins over `emptyKind`). */
  emptyText?: string;
  /** Saved state, in-flight state and overrides per card (e.g. from the favourites store). */
  getCardProps?: (
    auction: VehicleCardAuction,
  ) => Partial<Omit<VehicleCardProps, 'auction' | 'LinkComponent' | 'imageBaseUrl'>>;
  /** Replaces the default card (e.g. a card wired to the favourites store). */
  renderCard?: (auction: VehicleCardAuction) => ReactNode;
  /** The heart of every card (see `VehicleCard`); `getCardProps` may override it per card. */
  onToggleSave?: VehicleCardProps['onToggleSave'];
  imageBaseUrl?: string;
  /** Renders the cards' links; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
  /** Heading level of the cards' titles. Default 3. */
  headingLevel?: VehicleCardProps['headingLevel'];
  /** Shows the Load More button under the grid (more pages exist). */
  hasMore?: boolean;
  /** The next page is loading: the button is busy. */
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** Names the list for assistive technology, e.g. the section's title. */
  'aria-label'?: string;
};

const EMPTY_TEXT_KEYS = {
  vehicles: 'catalogue.grid.empty',
  trending: 'catalogue.grid.emptyTrending',
  saved: 'catalogue.grid.emptySaved',
} as const;

const GridList = styled('ul', { name: 'MdVehicleGrid', slot: 'List' })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
}));

const Empty = styled(Typography, { name: 'MdVehicleGrid', slot: 'Empty' })(({ theme }) => ({
  padding: theme.spacing(6, 2),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

/**
 * Vehicle cards in a responsive grid (1 column on phones, 2 from `md`, 4 from `lg`), with
 * placeholder cards while loading, the empty text, and an optional Load More footer for paging.
 */
export function VehicleGrid({
  auctions,
  loading = false,
  skeletonCount = HOME_SECTION_SKELETONS,
  emptyKind = 'vehicles',
  emptyText,
  getCardProps,
  renderCard,
  onToggleSave,
  imageBaseUrl,
  LinkComponent,
  headingLevel,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  'aria-label': ariaLabel,
}: VehicleGridProps) {
  const { t } = useTranslation('ui');
  if (loading) {
    return (
      <Box aria-busy="true">
        <VisuallyHidden role="status">{t('catalogue.grid.loading')}</VisuallyHidden>
        <GridList aria-label={ariaLabel} data-loading="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index}>
              <VehicleCardSkeleton />
            </li>
          ))}
        </GridList>
      </Box>
    );
  }

  const list = auctions ?? [];
  if (list.length === 0) {
    return <Empty role="status">{emptyText ?? t(EMPTY_TEXT_KEYS[emptyKind])}</Empty>;
  }

  return (
    <Box>
      <GridList aria-label={ariaLabel}>
        {list.map((auction) => (
          <li key={auction._id}>
            {renderCard ? (
              renderCard(auction)
            ) : (
              <VehicleCard
                auction={auction}
                onToggleSave={onToggleSave}
                imageBaseUrl={imageBaseUrl}
                LinkComponent={LinkComponent}
                headingLevel={headingLevel}
                {...getCardProps?.(auction)}
              />
            )}
          </li>
        ))}
      </GridList>
      {hasMore && onLoadMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button
            variant="outlined"
            size="large"
            onClick={onLoadMore}
            disabled={loadingMore}
            aria-busy={loadingMore || undefined}
            startIcon={
              loadingMore ? (
                <CircularProgress size={18} color="inherit" aria-hidden="true" />
              ) : undefined
            }
          >
            {loadingMore ? t('catalogue.grid.loading') : t('catalogue.grid.loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

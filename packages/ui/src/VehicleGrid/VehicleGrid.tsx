import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { styled, useTheme } from '@mui/material/styles';
import { HOME_SECTION_SKELETONS } from '@marketdrop/validation';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { useMediaMatch } from '../internal/useMediaMatch';
import { useLatest } from '../widgets/internal/useLatest';
import type { LinkComponent } from '../link';
import { VehicleCard, VehicleCardSkeleton } from '../VehicleCard';
import type { VehicleCardAuction, VehicleCardProps } from '../VehicleCard';
import { catalogue } from '../i18n/en/catalogue';

export type VehicleGridProps = {
  /** The vehicles to show, in order. */
  auctions?: readonly VehicleCardAuction[] | null;
  /** Shows `skeletonCount` placeholder cards instead of the list. */
  loading?: boolean;
  /** Placeholders while loading: 8 per Home section, 12 on the listing, 6 on Saved Cars. Default 8. */
  skeletonCount?: number;
  /**
   * Which of the empty texts (docs/product.md §3.4) shows when the list is empty: `vehicles` (default) "No
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
  /**
   * Columns on large screens (default 4, as on Home); 3 suits a grid beside a side menu, such as
   * Saved Cars in the account pages.
   */
  maxColumns?: 3 | 4;
  /**
   * The grid opens the page (the listing): the first card's picture, usually the page's largest
   * paint, is fetched before anything else.
   */
  aboveTheFold?: boolean;
  /** Names the list for assistive technology, e.g. the section's title. */
  'aria-label'?: string;
  /**
   * Told the ids of the auctions the grid lists, in order, whenever they change (`[]` while
   * loading): e.g. to follow their live prices on one stream.
   */
  onAuctionsShown?: (auctionIds: readonly string[]) => void;
};

/** Cards whose first picture loads at once (the first row of the widest grid); later ones lazily. */
const EAGER_IMAGE_CARDS = 4;

/**
 * Cards rendered per pass: the first pass renders the first row of the widest grid (two cards on
 * a phone, see `useFirstPassLength`); the others follow in passes of the same size, each yielding
 * to the browser, so the first cards show without waiting for the whole page of cards, which would
 * otherwise be one long task on a phone.
 */
const CARDS_PER_PASS = 4;
const PHONE_FIRST_PASS = 2;

/** The longest a pass waits for the browser to be idle. */
const PASS_IDLE_TIMEOUT_MS = 500;

/** Calls `run` when the browser is idle (soon after at the latest); returns a cancel function. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: PASS_IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

/**
 * How many of `total` cards to render now: one pass more each time the browser is idle after the
 * previous one (the cards already there, and their pictures, paint first), until all are.
 */
function useRevealedCount(total: number, firstPass: number): number {
  const [revealed, setRevealed] = useState(firstPass);
  useEffect(() => {
    if (revealed >= total) return;
    return whenIdle(() => startTransition(() => setRevealed((count) => count + CARDS_PER_PASS)));
  }, [revealed, total]);
  return Math.min(revealed, total);
}

/**
 * Cards of the first pass: enough to fill a phone's screen (two, one column) without rendering
 * the four that a wide grid's first row needs. Fewer would let the cards of later passes push
 * what is below the grid while it is on screen (a layout shift). Only its first value counts
 * (`useRevealedCount` starts from it).
 */
function useFirstPassLength(): number {
  const wide = useMediaMatch(useTheme().breakpoints.up('md'));
  return wide ? CARDS_PER_PASS : PHONE_FIRST_PASS;
}

/** The list items of the cards, revealed pass by pass (see `CARDS_PER_PASS`). */
function CardItems({
  auctions,
  render,
}: {
  auctions: readonly VehicleCardAuction[];
  render: (auction: VehicleCardAuction, index: number) => ReactNode;
}) {
  const shown = useRevealedCount(auctions.length, useFirstPassLength());
  return auctions
    .slice(0, shown)
    .map((auction, index) => <li key={auction._id}>{render(auction, index)}</li>);
}

function imageLoading(index: number, aboveTheFold: boolean): VehicleCardProps['imageLoading'] {
  if (index === 0 && aboveTheFold) return 'priority';
  return index < EAGER_IMAGE_CARDS ? 'eager' : 'lazy';
}

const EMPTY_TEXT_KEYS = {
  vehicles: 'catalogue.grid.empty',
  trending: 'catalogue.grid.emptyTrending',
  saved: 'catalogue.grid.emptySaved',
} as const;

const GridList = styled('ul', {
  name: 'MdVehicleGrid',
  slot: 'List',
  shouldForwardProp: (prop) => prop !== 'maxColumns',
})<{ maxColumns: 3 | 4 }>(({ theme, maxColumns }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(3),
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('lg')]: {
    gridTemplateColumns: `repeat(${maxColumns}, minmax(0, 1fr))`,
  },
}));

const Empty = styled(Typography, { name: 'MdVehicleGrid', slot: 'Empty' })(({ theme }) => ({
  padding: theme.spacing(6, 2),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

/**
 * Vehicle cards in a responsive grid (1 column on phones, 2 from `md`, `maxColumns` from `lg`), with
 * placeholder cards while loading, the empty text, and an optional Load More footer for paging.
 * The first row of cards renders first and the others right after, a row per pass.
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
  maxColumns = 4,
  aboveTheFold = false,
  'aria-label': ariaLabel,
  onAuctionsShown,
}: VehicleGridProps) {
  const { t } = useTranslation('ui', { catalogue });
  // Told once per change of the listed ids, not at every render.
  const shownKey = loading ? '' : (auctions ?? []).map((auction) => auction._id).join('\n');
  const reportShown = useLatest(onAuctionsShown);
  useEffect(() => {
    reportShown.current?.(shownKey === '' ? [] : shownKey.split('\n'));
  }, [shownKey, reportShown]);
  if (loading) {
    return (
      <Box aria-busy="true">
        <VisuallyHidden role="status">{t('catalogue.grid.loading')}</VisuallyHidden>
        <GridList maxColumns={maxColumns} aria-label={ariaLabel} data-loading="true">
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
      <GridList maxColumns={maxColumns} aria-label={ariaLabel}>
        <CardItems
          auctions={list}
          render={(auction, index) =>
            renderCard ? (
              renderCard(auction)
            ) : (
              <VehicleCard
                auction={auction}
                onToggleSave={onToggleSave}
                imageBaseUrl={imageBaseUrl}
                LinkComponent={LinkComponent}
                headingLevel={headingLevel}
                imageLoading={imageLoading(index, aboveTheFold)}
                {...getCardProps?.(auction)}
              />
            )
          }
        />
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

import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSavedAuctions } from '@marketdrop/api-client/react';
import { VehicleGrid, useTranslation } from '@marketdrop/ui';
import { SAVED_SKELETONS } from '@marketdrop/validation';
import { useHearts } from '../catalogue/useHearts';
import { AccountSection } from '../layouts/AccountLayout';
import { useLiveCardProps, useLiveCards } from '../auctions/useLiveCards';
import { catalogue } from '../i18n/en/catalogue';

/**
 * Saved Cars (docs/product.md §3.9 Account area): the signed-in user's saved vehicles, 6 placeholders while
 * loading, "No saved cars found" when there are none; un-saving a car removes its card once the
 * server agreed (the list's removal callback, docs/product.md §8.4). A load failure is only logged (docs/product.md §10.4 Fallback texts).
 * The cards show their live price and bids (one stream for the listed cards, `useLiveCards`).
 */
export function SavedCarsPage() {
  const { t } = useTranslation('web', { catalogue });
  const saved = useSavedAuctions();
  const hearts = useHearts();
  const auctions = saved.data?.auctions;
  const ids = useMemo(() => (auctions ?? []).map((auction) => auction._id), [auctions]);
  const getCardProps = useLiveCardProps(useLiveCards(ids), hearts.getCardProps);

  useEffect(() => {
    if (saved.error) console.error('Failed to load saved cars', saved.error);
  }, [saved.error]);

  return (
    <AccountSection title={t('catalogue.savedCars.title')}>
      <VehicleGrid
        aria-label={t('catalogue.savedCars.title')}
        auctions={saved.data?.auctions ?? []}
        loading={saved.isPending && !saved.isError}
        skeletonCount={SAVED_SKELETONS}
        maxColumns={3}
        emptyText={t('catalogue.savedCars.empty')}
        onToggleSave={hearts.onToggleSave}
        getCardProps={getCardProps}
        LinkComponent={Link}
        headingLevel={2}
        hasMore={saved.hasNextPage}
        loadingMore={saved.isFetchingNextPage}
        onLoadMore={() => void saved.fetchNextPage()}
      />
    </AccountSection>
  );
}

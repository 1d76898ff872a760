import { Link } from 'react-router-dom';
import { useDeleteSavedSearch, useSavedSearches } from '@marketdrop/api-client/react';
import { SavedSearches, useTranslation } from '@marketdrop/ui';
import { AccountSection } from '../layouts/AccountLayout';
import { catalogue } from '../i18n/en/catalogue';

/**
 * Saved Searches (decision 035): the signed-in user's saved searches; each opens the listing with
 * its filters, and can be deleted. Saving one is done on the listing ("Save this search").
 */
export function SavedSearchesPage() {
  const { t } = useTranslation('web', { catalogue });
  const saved = useSavedSearches();
  const remove = useDeleteSavedSearch();
  return (
    <AccountSection title={t('catalogue.savedSearches.title')}>
      <SavedSearches
        savedSearches={saved.data?.savedSearches ?? []}
        max={saved.data?.max}
        loading={saved.isPending && !saved.isError}
        error={saved.isError}
        onRetry={() => void saved.refetch()}
        onDelete={(search) => remove.mutateAsync(search._id)}
        LinkComponent={Link}
      />
    </AccountSection>
  );
}

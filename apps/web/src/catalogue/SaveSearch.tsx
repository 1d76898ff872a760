import type { FilterOptions } from '@marketdrop/api-client';
import { savedSearchFilters, type ListingState } from '@marketdrop/api-client';
import { useSaveSearch } from '@marketdrop/api-client/react';
import { SaveSearchDialog, useListingSummary, useTranslation } from '@marketdrop/ui';
import { toast } from '../toast';
import { catalogue } from '../i18n/en/catalogue';

export type SaveSearchProps = {
  open: boolean;
  onClose: () => void;
  /** The listing's state now: its filters are what is saved. */
  state: ListingState;
  /** The catalogue's filter options (names of makes and categories for the default name). */
  filterOptions: FilterOptions | undefined;
};

/**
 * "Save this search" on the listing: the dialog and the `saveSearch` call behind it. Its own
 * module, loaded when first opened (`React.lazy` in ListingPage): the listing's first load carries
 * neither the dialog nor the text field.
 */
export default function SaveSearch({ open, onClose, state, filterOptions }: SaveSearchProps) {
  const { t } = useTranslation('web', { catalogue });
  const summary = useListingSummary();
  const saveSearch = useSaveSearch();
  return (
    <SaveSearchDialog
      open={open}
      defaultName={summary(state, filterOptions)}
      onClose={onClose}
      onSave={async (name) => {
        await saveSearch.mutateAsync({ name, ...savedSearchFilters(state) });
        toast.success(t('catalogue.savedSearches.saved'));
      }}
    />
  );
}

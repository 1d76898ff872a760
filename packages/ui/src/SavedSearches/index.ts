export { SavedSearches } from './SavedSearches';
export type { SavedSearchesProps } from './SavedSearches';
export { SaveSearchDialog, useListingSummary } from './SaveSearchDialog';
export type { SaveSearchDialogProps } from './SaveSearchDialog';

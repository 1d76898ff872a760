import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  PRICE_FILTER_MAX,
  type ApiError,
  type FilterOptions,
  type ListingState,
} from '@marketdrop/api-client';
import { CATALOGUE_LIMITS, keyedCatalogueMessages } from '@marketdrop/validation';
import { catalogue } from '../i18n/en/catalogue';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { useValidationMessage } from '../i18n/useValidationMessage';

export type SaveSearchDialogProps = {
  open: boolean;
  /** The name offered (e.g. `useListingSummary()` of the listing shown), editable. */
  defaultName: string;
  onClose: () => void;
  /**
   * Saves the search under the name (`saveSearch`); the dialog closes when it resolves. A rejection
   * is shown in the dialog: the limit reached (`SAVED_SEARCH_LIMIT`), a refused name, or a retry.
   */
  onSave: (name: string) => Promise<unknown>;
  /** How many saved searches a user may keep (named in the limit's message); default 20. */
  max?: number;
};

/**
 * "Save this search" (decision 035): asks a name for the listing's filters, offering a summary of
 * them; the name is required and at most 80 characters (the server's rule, checked here first).
 */
export function SaveSearchDialog({
  open,
  defaultName,
  onClose,
  onSave,
  max = CATALOGUE_LIMITS.savedSearchesMax,
}: SaveSearchDialogProps) {
  const { t } = useTranslation('ui', { catalogue });
  const tv = useValidationMessage();
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      setName(defaultName.slice(0, CATALOGUE_LIMITS.savedSearchNameMax));
      setNameError(undefined);
      setFailure(null);
    }
  }, [open, defaultName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(tv(keyedCatalogueMessages.savedSearchNameRequired));
      return;
    }
    if (trimmed.length > CATALOGUE_LIMITS.savedSearchNameMax) {
      setNameError(tv(keyedCatalogueMessages.savedSearchName));
      return;
    }
    setNameError(undefined);
    setFailure(null);
    setSaving(true);
    try {
      await onSave(trimmed);
      onClose();
    } catch (caught) {
      // Read as an ApiError of the client (its code and field errors), whatever threw it.
      const error = (caught ?? {}) as Partial<Pick<ApiError, 'code' | 'errors' | 'errorKeys'>>;
      const refusedName = error.errors?.name;
      if (error.code === 'SAVED_SEARCH_LIMIT') {
        setFailure(t('catalogue.savedSearches.limitReached', { max }));
      } else if (refusedName) {
        const key = error.errorKeys?.name;
        setNameError(tv(key ? { ...key, text: refusedName } : refusedName) ?? refusedName);
      } else {
        setFailure(t('catalogue.savedSearches.saveFailed'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby="save-search-title"
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="save-search-title">{t('catalogue.savedSearches.dialogTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('catalogue.savedSearches.dialogText')}</DialogContentText>
          {failure !== null ? (
            <Alert
              severity={failure === t('catalogue.savedSearches.saveFailed') ? 'error' : 'info'}
            >
              {failure}
            </Alert>
          ) : null}
          <TextField
            label={t('catalogue.savedSearches.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== undefined}
            helperText={nameError}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: CATALOGUE_LIMITS.savedSearchNameMax + 20 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('catalogue.savedSearches.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t('catalogue.savedSearches.saving') : t('catalogue.savedSearches.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * A short name for a listing's filters, in the language shown (the dialog's default name):
 * "Toyota, Honda · 2021 · Hybrid · from $10,000 · “civic”", or "All vehicles" without filters.
 * Makes and body types are named from the filter options when given.
 */
export function useListingSummary(): (state: ListingState, options?: FilterOptions) => string {
  const { t } = useTranslation('ui', { catalogue });
  const f = useFormatters();
  return (state, options) => {
    const nameOf = (list: readonly { _id: string; name: string }[] | undefined, id: string) =>
      list?.find((item) => item._id.toLowerCase() === id.toLowerCase())?.name ?? null;
    const { filters } = state;
    const parts: string[] = [];
    const brands = filters.brand.flatMap((id) => nameOf(options?.brand, id) ?? []);
    if (brands.length > 0) parts.push(brands.join(', '));
    const categories = filters.category.flatMap((id) => nameOf(options?.category, id) ?? []);
    if (categories.length > 0) parts.push(categories.join(', '));
    if (filters.year.length > 0) parts.push([...filters.year].sort().join(', '));
    if (filters.fuelType.length > 0) parts.push(filters.fuelType.join(', '));
    if (filters.transmission.length > 0) parts.push(filters.transmission.join(', '));
    if (filters.price) {
      const [low, high] = filters.price;
      if (low > 0 && high < PRICE_FILTER_MAX) parts.push(`${f.money(low)}–${f.money(high)}`);
      else if (low > 0)
        parts.push(t('catalogue.savedSearches.summaryFrom', { amount: f.money(low) }));
      else if (high < PRICE_FILTER_MAX)
        parts.push(t('catalogue.savedSearches.summaryUpTo', { amount: f.money(high) }));
    }
    const search = state.search.trim();
    if (search) parts.push(t('catalogue.savedSearches.summarySearch', { text: search }));
    if (parts.length === 0) {
      return state.trending
        ? t('catalogue.savedSearches.summaryTrending')
        : t('catalogue.savedSearches.summaryAll');
    }
    const summary = parts.join(' · ');
    const limit = CATALOGUE_LIMITS.savedSearchNameMax;
    return summary.length <= limit ? summary : `${summary.slice(0, limit - 1).trimEnd()}…`;
  };
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { paths, type SavedSearch } from '@marketdrop/api-client';
import { CATALOGUE_LIMITS } from '@marketdrop/validation';
import { catalogue } from '../i18n/en/catalogue';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { linkProps, type LinkComponent } from '../link';

export type SavedSearchesProps = {
  /** The user's saved searches, newest first (`getSavedSearches`). */
  savedSearches: readonly SavedSearch[];
  /** How many a user may keep (`getSavedSearches`' `max`); default 20. */
  max?: number;
  /** The first load: placeholder rows instead of the list. */
  loading?: boolean;
  /** Loading failed: "Failed to load your saved searches" and, with `onRetry`, Try again. */
  error?: boolean;
  onRetry?: () => void;
  /**
   * Deletes one (`deleteSavedSearch`). Its row shows "Deleting…" until the promise settles; the
   * list given next leaves it out. A rejection shows "Could not delete …" and keeps the row.
   */
  onDelete: (savedSearch: SavedSearch) => Promise<unknown>;
  /** Renders the links; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
};

const Row = styled(ListItem, { name: 'MdSavedSearches', slot: 'Row' })(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  marginBottom: theme.spacing(1),
  gap: theme.spacing(1),
}));

/**
 * The user's saved searches (decision 035): each opens the listing with its filters and can be
 * deleted; how many of the most a user may keep, and a notice when that is reached (saving
 * another is refused). Placeholder rows while loading, a message with Try again on failure, and
 * an empty text that sends to the listing.
 */
export function SavedSearches({
  savedSearches,
  max = CATALOGUE_LIMITS.savedSearchesMax,
  loading = false,
  error = false,
  onRetry,
  onDelete,
  LinkComponent = 'a',
}: SavedSearchesProps) {
  const { t } = useTranslation('ui', { catalogue });
  const f = useFormatters();
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<string | null>(null);

  const remove = async (search: SavedSearch) => {
    setFailed(null);
    setDeleting((ids) => new Set(ids).add(search._id));
    try {
      await onDelete(search);
    } catch {
      setFailed(search.name);
    } finally {
      setDeleting((ids) => {
        const next = new Set(ids);
        next.delete(search._id);
        return next;
      });
    }
  };

  const label = t('catalogue.savedSearches.listLabel');
  if (loading) {
    return (
      <List aria-label={label} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Row key={index}>
            <ListItemText primary={<Skeleton width="50%" />} secondary={<Skeleton width="30%" />} />
          </Row>
        ))}
      </List>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('catalogue.savedSearches.retry')}
            </Button>
          ) : undefined
        }
      >
        {t('catalogue.savedSearches.loadFailed')}
      </Alert>
    );
  }

  const full = savedSearches.length >= max;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('catalogue.savedSearches.intro')}</Typography>
      {savedSearches.length === 0 ? (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <Typography>{t('catalogue.savedSearches.empty')}</Typography>
          <Button variant="contained" {...linkProps(LinkComponent, paths.listing)}>
            {t('catalogue.savedSearches.browse')}
          </Button>
        </Box>
      ) : (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="saved-search-count">
            {t('catalogue.savedSearches.count', { count: savedSearches.length, max })}
          </Typography>
          {full ? (
            <Alert severity="info" data-testid="saved-search-limit">
              {t('catalogue.savedSearches.limitReached', { max })}
            </Alert>
          ) : null}
          {failed !== null ? (
            <Alert severity="error" onClose={() => setFailed(null)}>
              {t('catalogue.savedSearches.deleteFailed', { name: failed })}
            </Alert>
          ) : null}
          <List aria-label={label} disablePadding>
            {savedSearches.map((search) => {
              const busy = deleting.has(search._id);
              const dates = [
                t('catalogue.savedSearches.savedOn', { date: f.date(search.createdAt) }),
                search.lastNotifiedAt
                  ? t('catalogue.savedSearches.lastAlert', { date: f.date(search.lastNotifiedAt) })
                  : null,
              ].filter(Boolean);
              return (
                <Row key={search._id} aria-busy={busy || undefined}>
                  <ListItemText
                    primary={
                      <Typography
                        sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none' }}
                        {...linkProps(LinkComponent, search.listingPath)}
                      >
                        {search.name}
                      </Typography>
                    }
                    secondary={busy ? t('catalogue.savedSearches.deleting') : dates.join(' · ')}
                  />
                  <Button
                    size="small"
                    variant="outlined"
                    {...linkProps(LinkComponent, search.listingPath)}
                    aria-label={`${t('catalogue.savedSearches.open')} ${search.name}`}
                  >
                    {t('catalogue.savedSearches.open')}
                  </Button>
                  <IconButton
                    aria-label={t('catalogue.savedSearches.delete', { name: search.name })}
                    disabled={busy}
                    onClick={() => void remove(search)}
                  >
                    {busy ? (
                      <CircularProgress
                        size={20}
                        aria-label={t('catalogue.savedSearches.deleting')}
                      />
                    ) : (
                      <DeleteOutlined />
                    )}
                  </IconButton>
                </Row>
              );
            })}
          </List>
        </>
      )}
    </Box>
  );
}

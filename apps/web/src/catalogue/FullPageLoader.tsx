import Box from '@mui/material/Box';
import { PulseLoader, useTranslation } from '@marketdrop/ui';

/** The initial loader of the catalogue pages, over the whole window (docs/product.md §3.4 Home: at least 700 ms). */
export function FullPageLoader() {
  const { t } = useTranslation('web');
  return (
    <Box
      data-testid="full-page-loader"
      sx={{ position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal + 1 }}
    >
      <PulseLoader label={t('common.loading')} />
    </Box>
  );
}

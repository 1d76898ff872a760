import type { loader as en } from '../en/loader';

export const loader: typeof en = {
  loading: 'Chargement...',
};

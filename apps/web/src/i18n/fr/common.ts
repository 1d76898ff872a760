import type { common as en } from '../en/common';

export const common: typeof en = {
  loading: 'Chargement...',
  languageNotSaved: "Impossible d'enregistrer votre choix de langue. Réessayez.",
};

import type { widgets as en } from '../en/widgets';

/** Textes des widgets partenaires (`VehicleListing`, `AuctionDetailWidget`). */
export const widgets: typeof en = {
  listing: {
    label: 'Véhicules',
    loadVehicles: 'Impossible de charger les véhicules',
    loadFilterOptions: 'Impossible de charger les options de filtre',
    retry: 'Réessayer',
  },
  detail: {
    loadAuction: 'Impossible de charger les détails de l’enchère',
    retry: 'Réessayer',
  },
  favourite: {
    failed: 'Impossible de mettre à jour le favori',
  },
};

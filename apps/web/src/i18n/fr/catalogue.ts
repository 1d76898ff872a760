import type { catalogue as en } from '../en/catalogue';

/** Textes des pages du catalogue : accueil, liste, détail d'une enchère et voitures enregistrées. */
export const catalogue: typeof en = {
  home: {
    allVehicles: 'Tous les véhicules',
    trendingVehicles: 'Véhicules tendance',
    viewAll: 'Tout voir',
    viewAllOf: 'Tout voir : {{section}}',
    noVehicles: 'Aucun véhicule disponible',
    noTrendingVehicles: 'Aucun véhicule tendance disponible',
  },
  listing: {
    title: {
      normal: 'Tous les véhicules',
      trending: 'Véhicules tendance',
    },
    subtitle: {
      normal:
        'Tous les véhicules en vente cette semaine : misez, réclamez ou achetez avant la clôture du jeudi.',
      trending: 'Les véhicules les plus misés et enregistrés en ce moment.',
    },
    sectionName: {
      normal: 'tous',
      trending: 'tendance',
    },
  },
  savedCars: {
    title: 'Voitures enregistrées',
    empty: 'Aucune voiture enregistrée',
  },
  savedSearches: {
    title: 'Recherches enregistrées',
    save: 'Enregistrer cette recherche',
    saved: 'Recherche enregistrée. Retrouvez-la dans Recherches enregistrées.',
  },
  toasts: {
    loadBanners: 'Impossible de charger les bannières',
    loadVehicles: 'Impossible de charger les véhicules',
    loadTrendingVehicles: 'Impossible de charger les véhicules tendance',
    loadFilterOptions: 'Impossible de charger les options de filtre',
    loadSectionVehicles: 'Impossible de charger les véhicules ({{type}})',
    loadAuction: 'Impossible de charger les détails de l’enchère',
    favourite: 'Impossible de mettre à jour le favori',
  },
};

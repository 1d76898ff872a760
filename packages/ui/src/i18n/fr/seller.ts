import type { seller as en } from '../en/seller';

export const seller: typeof en = {
  verified: 'Concessionnaire vérifié',
  notVerified: 'Non vérifié',
  memberSince: 'Membre depuis le {{date}}',
  vehiclesSold_one: '{{count, number}} véhicule vendu',
  vehiclesSold_other: '{{count, number}} véhicules vendus',
  rating: '{{average}} sur 5',
  reviewCount_one: '{{count, number}} avis',
  reviewCount_other: '{{count, number}} avis',
  noReviewsYet: "Pas encore d'avis",
  listingsTitle: 'Véhicules à vendre',
  noListings: "Ce vendeur n'a aucun véhicule à vendre pour le moment.",
  reviewsTitle: 'Avis',
  noReviews:
    "Pas encore d'avis. Les acheteurs évaluent un vendeur une fois leur commande terminée.",
  reviewBy: '{{name}} a acheté {{vehicle}}',
  stars: 'Note de {{rating}} sur 5',
  loadMore: 'Afficher plus',
  loadError: 'Impossible de charger les avis',
  retry: 'Réessayer',
  notFound: 'Vendeur introuvable',
  notFoundText: "Le vendeur que vous cherchez n'existe pas ou n'est plus sur MarketDrop.",
};

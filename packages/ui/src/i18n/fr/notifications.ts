import type { notifications as en } from '../en/notifications';

export const notifications: typeof en = {
  title: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} non lue',
  bellUnread_other: 'Notifications, {{count}} non lues',
  markAllRead: 'Tout marquer comme lu',
  seeAll: 'Voir toutes les notifications',
  empty: 'Aucune notification pour le moment',
  emptyHint:
    "Les offres dépassées, les enchères remportées et les véhicules vendus s'affichent ici.",
  loadError: 'Impossible de charger les notifications',
  retry: 'Réessayer',
  unread: 'Non lue',
  loadMore: 'Afficher plus',
  someVehicle: 'un véhicule',
  kinds: {
    outbid: 'Votre offre a été dépassée sur {{vehicle}} : {{amount}}',
    outbidNoAmount: 'Votre offre a été dépassée sur {{vehicle}}',
    won: 'Vous avez remporté {{vehicle}} : {{amount}}',
    wonNoAmount: 'Vous avez remporté {{vehicle}}',
    lost: "Vous n'avez pas remporté {{vehicle}}. Meilleure offre : {{amount}}",
    lostNoAmount: "Vous n'avez pas remporté {{vehicle}}",
    sold: 'Vente conclue pour {{vehicle}} : {{amount}}',
    soldNoAmount: 'Vente conclue pour {{vehicle}}',
    unsold: 'Aucune vente pour {{vehicle}}. Meilleure offre : {{amount}}',
    unsoldNoAmount: 'Aucune vente pour {{vehicle}}',
    dealerVerified: 'Votre entreprise est vérifiée : vous pouvez maintenant publier des annonces',
    dealerRejected: "Nous n'avons pas pu vérifier votre entreprise : {{reason}}",
    dealerRejectedNoReason: "Nous n'avons pas pu vérifier votre entreprise",
    listingUnpublished: 'Votre {{vehicle}} a été retiré du marché : {{reason}}',
    listingUnpublishedNoReason: 'Votre {{vehicle}} a été retiré du marché',
    reserveOffer:
      '{{vehicle}} a clôturé sous votre réserve : acceptez {{amount}} dans les 24 heures',
    reserveOfferNoAmount: '{{vehicle}} a clôturé sous votre réserve',
  },
};

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
    wonPayBy:
      'Vous avez remporté {{vehicle}} : {{amount}}. Payez à la caisse au plus tard le {{payBy}}',
    wonPayByNoAmount: 'Vous avez remporté {{vehicle}}. Payez à la caisse au plus tard le {{payBy}}',
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
    listingDisclosure: 'Le vendeur a ajouté une divulgation à {{vehicle}}',
    listingDisclosureNoAmount: 'Le vendeur a ajouté une divulgation à {{vehicle}}',
    paymentCompleted: 'Paiement reçu pour {{vehicle}} : {{amount}}',
    paymentCompletedNoAmount: 'Paiement reçu pour {{vehicle}}',
    paymentReceived: "L'acheteur a payé votre {{vehicle}} : {{amount}}",
    paymentReceivedNoAmount: "L'acheteur a payé votre {{vehicle}}",
    readyForPickup: 'Votre {{vehicle}} est prêt pour la cueillette',
    readyForPickupNoAmount: 'Votre {{vehicle}} est prêt pour la cueillette',
    inDelivery: 'Votre {{vehicle}} est en route',
    inDeliveryNoAmount: 'Votre {{vehicle}} est en route',
    orderCompleted: 'Votre commande de {{vehicle}} est terminée',
    orderCompletedNoAmount: 'Votre commande de {{vehicle}} est terminée',
    orderCancelled: 'La commande de {{vehicle}} a été annulée',
    orderCancelledNoAmount: 'La commande de {{vehicle}} a été annulée',
    backOnSale: '{{vehicle}} est de nouveau en vente : {{amount}}',
    backOnSaleNoAmount: '{{vehicle}} est de nouveau en vente',
    savedSearch_one:
      '{{count, number}} nouveau véhicule correspond à votre recherche enregistrée « {{name}} »',
    savedSearch_other:
      '{{count, number}} nouveaux véhicules correspondent à votre recherche enregistrée « {{name}} »',
    savedSearchNoName_one:
      '{{count, number}} nouveau véhicule correspond à une de vos recherches enregistrées',
    savedSearchNoName_other:
      '{{count, number}} nouveaux véhicules correspondent à une de vos recherches enregistrées',
    saleReopened:
      "Votre {{vehicle}} est de nouveau en vente à {{amount}} : son acheteur a annulé ou n'a pas payé",
    saleReopenedNoAmount:
      "Votre {{vehicle}} est de nouveau en vente : son acheteur a annulé ou n'a pas payé",
    saleRelistable:
      "L'acheteur de votre {{vehicle}} a annulé ou n'a pas payé après la clôture : remettez-le en vente en un clic",
    saleRelistableNoAmount:
      "L'acheteur de votre {{vehicle}} a annulé ou n'a pas payé après la clôture : remettez-le en vente en un clic",
  },
};

import type { orders as en } from '../en/orders';

/** Les pages après la vente : Mes enchères, Mes commandes, une commande et son acte de vente. */
export const orders: typeof en = {
  basket: {
    title: 'Panier',
    checkoutTitle: 'Paiement',
    paymentSuccess:
      'Merci ! Votre paiement a été reçu : chaque commande de votre panier est payée.',
    paymentCancelled: 'Le paiement a été annulé. Votre panier est tel que vous l’avez laissé.',
    seeOrders: 'Voir vos commandes',
    pointsNow_one: 'Vous avez maintenant {{count}} point de récompense.',
    pointsNow_other: 'Vous avez maintenant {{count}} points de récompense.',
    soldNamed:
      "{{name}} vient d'être vendu à quelqu'un d'autre : retirez-le de votre panier pour payer le reste. Rien n'a été débité.",
    added: 'Ajouté à votre panier.',
    addToBasket: 'Ajouter au panier',
    payAllWon: 'Payer tous les véhicules gagnés',
    merged_one: "L'article de votre panier invité est maintenant dans votre panier.",
    merged_other:
      'Les {{count}} articles de votre panier invité sont maintenant dans votre panier.',
    dropped: "{{name}} n'a pas été ajouté à votre panier : {{reason}}",
  },
  myBids: { title: 'Mes enchères' },
  myOrders: { title: 'Mes commandes' },
  order: {
    title: 'Commande',
    billOfSale: 'Acte de vente',
    paymentSuccess: 'Merci ! Votre paiement a été reçu.',
    paymentPending: 'Merci ! Votre paiement est en cours de confirmation.',
    paymentCancelled:
      'Le paiement a été annulé. Vous pouvez payer de nouveau avant la date limite.',
  },
  toasts: {
    orderCancelled: 'Votre commande est annulée.',
    reviewSent: 'Merci pour votre avis !',
    statusChanged: 'La commande est maintenant : {{status}}',
    paymentFailed: "Le paiement n'a pas pu commencer. Veuillez réessayer.",
    deliveryFailed: "Vos détails de livraison n'ont pas pu être enregistrés. Veuillez réessayer.",
    cancelFailed: "La commande n'a pas pu être annulée. Veuillez réessayer.",
    reviewFailed: "Votre avis n'a pas pu être envoyé. Veuillez réessayer.",
    statusFailed: "Le statut n'a pas pu être modifié. Veuillez réessayer.",
  },
};

import type { common as en } from '../en/common';

export const common: typeof en = {
  loading: 'Chargement...',
  languageNotSaved: "Impossible d'enregistrer votre choix de langue. Réessayez.",
  comingSoon: {
    overline: 'Bientôt disponible',
    text: "Cette page arrive bientôt. Elle n'est pas encore offerte dans cette version de MarketDrop.",
    screens: {
      marketDrop: 'MarketDrop',
      home: 'Accueil',
      vehicles: 'Véhicules',
      auctionDetail: "Détail de l'enchère",
      sellerProfile: 'Profil du vendeur',
      myAuction: 'Mes enchères',
      myOrders: 'Mes commandes',
      savedCars: 'Véhicules sauvegardés',
      aboutUs: 'À propos',
      contactSupport: 'Joindre le soutien',
      faq: 'FAQ',
      terms: 'Conditions générales',
      privacy: 'Politique de confidentialité',
    },
  },
};

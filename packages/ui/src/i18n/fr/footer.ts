import type { footer as en } from '../en/footer';

export const footer: typeof en = {
  links: {
    aboutUs: 'À propos',
    contactSupport: 'Joindre le soutien',
    faq: 'FAQ',
    feedback: 'Commentaires',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions générales',
  },
  nav: 'Pied de page',
  tagline:
    "Les prix partent du prix affiché et baissent jusqu'à ce qu'un acheteur réclame le véhicule. Chaque véhicule trouve preneur, tous les jeudis.",
  appTitle: "Téléchargez l'appli MarketDrop",
  appText: 'Misez, réclamez et suivez vos véhicules où que vous soyez.',
  appStorePrefix: "Télécharger dans l'",
  googlePlayPrefix: 'Disponible sur',
  copyright: '© {{year}} MarketDrop. Tous droits réservés.',
};

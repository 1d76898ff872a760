import type { publicPages as en } from '../en/public';

/** Les textes des pages publiques, en français canadien. */
export const publicPages: typeof en = {
  titles: {
    landing: 'MarketDrop : des véhicules qui se vendent chaque jeudi',
    about: 'À propos de nous',
    terms: 'Conditions générales',
    privacy: 'Politique de confidentialité',
    faq: 'FAQ',
    contact: 'Soutien à la clientèle',
    listing: 'Tous les véhicules',
    notFound: 'Page introuvable',
    auctionNotFound: 'Enchère introuvable',
  },
  descriptions: {
    landing:
      'Des véhicules de concessionnaires agréés se vendent chaque jeudi sur MarketDrop : encans classiques, prix MarketDropAI qui baissent jusqu’à ce que quelqu’un les réclame, ClaimPOINT et Achat immédiat.',
    about:
      'Qui nous sommes et comment MarketDrop vend chaque jeudi des véhicules de concessionnaires agréés.',
    terms:
      'Les conditions qui s’appliquent quand vous achetez ou vendez un véhicule sur MarketDrop.',
    privacy:
      'Ce que MarketDrop recueille à votre sujet, pourquoi, et comment nous joindre à ce propos.',
    faq: 'Les réponses aux questions les plus fréquentes des acheteurs et des concessionnaires : enchères, MarketDropAI, ClaimPOINT, frais, paiement et ramassage.',
    contact: 'Écrivez au soutien de MarketDrop : nous répondons par courriel.',
    listing:
      'Tous les véhicules en vente cette semaine sur MarketDrop, avec leur prix actuel : enchérissez, réclamez ou achetez avant la clôture du jeudi.',
    notFound: 'Cette page n’existe pas sur MarketDrop.',
    vehicle: '{{vehicle}} sur MarketDrop : {{price}} maintenant.',
    vehicleOdometer: '{{odometer}}.',
    vehicleSeller: 'Vendu par {{seller}}.',
    vehicleSellerCity: 'Vendu par {{seller}}, {{city}}.',
    vehicleEnds: 'La vente se termine le {{date}}.',
  },
  landingHeading: 'MarketDrop : des véhicules qui se vendent chaque jeudi',
  loadFailed: {
    about: 'Impossible de charger la page À propos de nous',
    terms: 'Impossible de charger les Conditions générales',
    privacy: 'Impossible de charger la Politique de confidentialité',
    faq: 'Impossible de charger les questions',
  },
  faq: {
    title: 'Foire aux questions',
    intro:
      'Les réponses aux questions que nous posent le plus souvent les acheteurs et les concessionnaires.',
    more: 'Vous avez encore une question?',
    contact: 'Joindre le soutien',
    retry: 'Réessayer',
  },
  contact: {
    sent: 'Merci! Votre message a été envoyé.',
    sentDetail:
      'Votre message a été envoyé (référence {{reference}}). Notre équipe de soutien répondra à {{email}}.',
    fixFields: 'Veuillez corriger les champs en surbrillance',
    failed: 'Une erreur s’est produite. Réessayez.',
  },
};

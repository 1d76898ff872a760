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

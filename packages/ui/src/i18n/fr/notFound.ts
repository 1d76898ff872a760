import type { notFound as en } from '../en/notFound';

export const notFound: typeof en = {
  title: 'Page introuvable',
  text: "La page que vous cherchez n'existe pas ou a été déplacée.",
  goHome: "Retour à l'accueil",
  learnAboutUs: 'En savoir plus sur nous',
  helpfulLinks: 'Liens utiles',
  contact: 'Nous joindre',
  about: 'À propos',
  error: {
    title: "Cette page n'a pas pu être chargée",
    text: "La connexion a peut-être été interrompue, ou le site vient d'être mis à jour. Réessayez dans un instant.",
    tryAgain: 'Réessayer',
    goHome: "Retour à l'accueil",
  },
};

import type { notFound as en } from '../en/notFound';

export const notFound: typeof en = {
  title: 'Page introuvable',
  text: "La page que vous cherchez n'existe pas ou a été déplacée.",
  goHome: "Retour à l'accueil",
  learnAboutUs: 'En savoir plus sur nous',
  helpfulLinks: 'Liens utiles',
  contact: 'Nous joindre',
  about: 'À propos',
};

/** The not-found page (spec §2). */
export const notFound = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist or has been moved.',
  goHome: 'Go Home',
  learnAboutUs: 'Learn About Us',
  helpfulLinks: 'Helpful links',
  contact: 'Contact',
  about: 'About',
};

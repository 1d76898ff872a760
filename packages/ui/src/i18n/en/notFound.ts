/** The not-found page (docs/product.md §3.12). */
export const notFound = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist or has been moved.',
  goHome: 'Go Home',
  learnAboutUs: 'Learn About Us',
  helpfulLinks: 'Helpful links',
  contact: 'Contact',
  about: 'About',
};

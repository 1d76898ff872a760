/** The not-found page (docs/product.md §3.12) and the page shown when a page fails to load. */
export const notFound = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist or has been moved.',
  goHome: 'Go Home',
  learnAboutUs: 'Learn About Us',
  helpfulLinks: 'Helpful links',
  contact: 'Contact',
  about: 'About',
  /** A page that failed to load (a network failure, or code of a newer version of the site). */
  error: {
    title: 'This page could not be loaded',
    text: 'The connection may have dropped, or the site was just updated. Try again in a moment.',
    tryAgain: 'Try again',
    goHome: 'Go Home',
  },
};

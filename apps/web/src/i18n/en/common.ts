/**
 * Texts of the web app that any page may show (bundled): the loader's and the header's language
 * menu.
 */
export const common = {
  /** Shown while a page's code loads. */
  loading: 'Loading...',
  /** The header's language menu: the choice could not be saved on the account. */
  languageNotSaved: 'Could not save your language choice. Try again.',
};

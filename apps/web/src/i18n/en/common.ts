/** Texts of the web app shared by several pages. */
export const common = {
  /** Shown while a page's code loads. */
  loading: 'Loading...',
};

import type { LoaderFunctionArgs } from 'react-router-dom';

/**
 * How the route loaders get a page's data into the query cache: in the browser they send the
 * calls and return at once (the page shows its skeletons while the answers come); on the server
 * they return once the answers are in the request's cache, so the HTML holds them.
 */
export type PageData = {
  /** /listing: the filter options and the first page of the list its URL asks for. */
  listing(args: Pick<LoaderFunctionArgs, 'request' | 'params'>): Promise<void>;
  /** /detail/{id}: the auction. */
  auction(args: Pick<LoaderFunctionArgs, 'request' | 'params'>): Promise<void>;
  /** About, Terms, Privacy, FAQ: the stored page in the language shown. */
  content(page: ContentPageCall): Promise<void>;
};

/** The calls of the stored pages. */
export type ContentPageCall = 'getAboutUs' | 'getTerms' | 'getPrivacy' | 'getFaqs';

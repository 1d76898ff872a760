import { useTerms } from '@marketdrop/api-client/react';
import { useMarketDropLanguage } from '@marketdrop/ui';
import { StoredContentPage } from '../content/StoredContentPage';

/** Terms & Conditions (/terms-conditions): the stored page from getTerms, in the language shown. */
export function TermsPage() {
  const query = useTerms(useMarketDropLanguage());
  return <StoredContentPage name="terms" query={query} />;
}

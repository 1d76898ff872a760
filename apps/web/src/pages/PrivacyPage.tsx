import { usePrivacy } from '@marketdrop/api-client/react';
import { useMarketDropLanguage } from '@marketdrop/ui';
import { StoredContentPage } from '../content/StoredContentPage';

/** Privacy Policy (/privacy-policy): the stored page from getPrivacy, in the language shown. */
export function PrivacyPage() {
  const query = usePrivacy(useMarketDropLanguage());
  return <StoredContentPage name="privacy" query={query} />;
}

import { useAboutUs } from '@marketdrop/api-client/react';
import { useMarketDropLanguage } from '@marketdrop/ui';
import { StoredContentPage } from '../content/StoredContentPage';

/** About Us (/about): the stored page from getAboutUs, in the language shown. */
export function AboutPage() {
  const query = useAboutUs(useMarketDropLanguage());
  return <StoredContentPage name="about" query={query} />;
}

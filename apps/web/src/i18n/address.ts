import { useHref } from 'react-router-dom';
import { languageOfPath, type SiteLanguage } from '@marketdrop/api-client';

/**
 * The language of the addresses the router is on: French when the page was opened under `/fr`
 * (the router's basename; every link of the page then stays under it), else English.
 */
export function useAddressLanguage(): SiteLanguage {
  return languageOfPath(useHref('/'));
}

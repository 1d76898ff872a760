import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readListingUrl, withListingSearch } from '@marketdrop/api-client';
import { SEARCH_DEBOUNCE_MS } from '@marketdrop/validation';
import { paths } from '../routing/paths';

/**
 * The header's search box (docs/product.md §3.1 Header and footer): shown on /listing, where what is typed re-queries the list
 * after a 500 ms pause (through the `search` parameter of the URL, so it survives a reload);
 * Enter or the search button go to /listing at once. Leaving /listing clears it.
 */
export function useHeaderSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const onListing = location.pathname === paths.listing;
  const applied = onListing ? readListingUrl(new URLSearchParams(location.search)).search : '';
  const [value, setValue] = useState(applied);
  const [seen, setSeen] = useState(applied);

  // The URL changed under the box (entering or leaving /listing, back and forward): follow it,
  // unless it is what was typed (the box may hold spaces the URL trims).
  if (seen !== applied) {
    setSeen(applied);
    if (applied !== value.trim()) setValue(applied);
  }

  const go = (term: string, replace: boolean) => {
    const params = withListingSearch(new URLSearchParams(onListing ? location.search : ''), term);
    void navigate(
      { pathname: paths.listing, search: params.toString() },
      { replace, state: onListing ? location.state : undefined },
    );
  };

  const latestGo = useRef(go);
  useEffect(() => {
    latestGo.current = go;
  });
  useEffect(() => {
    if (!onListing || value.trim() === applied) return;
    const timer = setTimeout(() => latestGo.current(value, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [applied, onListing, value]);

  return {
    searchValue: value,
    onSearchChange: setValue,
    onSearch: (term: string) => go(term, onListing),
  };
}

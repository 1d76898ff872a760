import { useEffect, useRef } from 'react';
import { toast } from '../toast';

/**
 * Shows `text` as an error toast once per failure of a query (docs/product.md §10.4 Fallback texts: the catalogue's failures
 * have their own texts, e.g. "Failed to load banners").
 */
export function useFailureToast(error: unknown, text: string) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(text);
  }, [error, text]);
}

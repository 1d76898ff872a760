import { useEffect, useRef } from 'react';
import { useErrorText } from '../i18n/useErrorText';
import { toast } from '../toast';

/** Toasts a failed query once per error: its text by code (`useErrorText`), else `fallback`. */
export function useErrorToast(error: unknown, fallback: string) {
  const errorText = useErrorText();
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(errorText(error, fallback));
  }, [error, fallback, errorText]);
}

import { useEffect, useRef } from 'react';
import { messageOf } from '@marketdrop/api-client';
import { toast } from '../toast';

/** Toasts a failed query once per error: the server's message, else `fallback`. */
export function useErrorToast(error: unknown, fallback: string) {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    toast.error(messageOf(error, fallback));
  }, [error, fallback]);
}

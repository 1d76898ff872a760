import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@marketdrop/validation';
import type { ApiClient } from '../client';
import type { Profile } from '../contract';
import { queryKeys } from './queryKeys';

// Only types come from TanStack Query here: an app can apply a saved language without loading the
// query library (its modules run code when imported).

/**
 * What a saved language changes on the client: the session's user and, given the QueryClient, the
 * cached active language and profile. `useSetActiveLanguage` applies it after `setActiveLanguage`
 * succeeds; an app that calls `client.setActiveLanguage` itself applies it the same way.
 */
export function applyActiveLanguage(
  client: ApiClient,
  queryClient: QueryClient | undefined,
  language: Language,
): void {
  queryClient?.setQueryData(queryKeys.activeLanguage, language);
  queryClient?.setQueryData<Profile>(queryKeys.profile, (profile) =>
    profile ? { ...profile, language } : profile,
  );
  const { user } = client.session.getSnapshot();
  if (user) client.session.setUser({ ...user, language });
}

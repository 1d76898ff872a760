/**
 * Hooks of social sign-in ("Continue with Google/Apple", docs/decisions/014-social-login.md). The
 * browser key of a started sign-in stays in this tab's sessionStorage until the /social-login page
 * trades its ticket for the session.
 */
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type {
  ResponseOf,
  SocialLoginSessionData,
  SocialLoginStartData,
  SocialProvider,
} from '../contract';
import { currentDeviceType } from '../device';
import type { ApiError } from '../errors';
import { signInWithGuestBasket } from '../session';
import { useApiClient } from './context';

/** sessionStorage key of the browser key of the sign-in started in this tab. */
export const SOCIAL_LOGIN_KEY_STORAGE = 'marketdrop.socialLogin.browserKey';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** `socialLoginProviders`: the configured providers (an empty list when the call fails). */
export function useSocialLoginProviders(): UseQueryResult<SocialProvider[], ApiError> {
  const client = useApiClient();
  return useQuery<SocialProvider[], ApiError>({
    queryKey: ['marketdrop', 'socialLoginProviders'],
    queryFn: async ({ signal }) =>
      (await client.socialLoginProviders(undefined, { signal })).data.providers,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * `socialLogin`: keeps the browser key in this tab and sends the browser to the provider
 * (`navigate`, default `location.assign`).
 */
export function useStartSocialLogin(
  navigate: (url: string) => void = (url) => window.location.assign(url),
) {
  const client = useApiClient();
  return useMutation<SocialLoginStartData, ApiError, SocialProvider>({
    mutationFn: async (provider) =>
      (
        await client.socialLogin({
          provider,
          guestToken: client.guest.getSnapshot() ?? undefined,
        })
      ).data,
    onSuccess: (data) => {
      tabStorage()?.setItem(SOCIAL_LOGIN_KEY_STORAGE, data.browserKey);
      navigate(data.authorizationUrl);
    },
  });
}

/** `completeSocialLogin`: trades the page's ticket and this tab's key for the session, stored. */
export function useCompleteSocialLogin() {
  const client = useApiClient();
  return useMutation<ResponseOf<'completeSocialLogin'>, ApiError, { ticket: string }>({
    mutationFn: async ({ ticket }) => {
      const storage = tabStorage();
      const browserKey = storage?.getItem(SOCIAL_LOGIN_KEY_STORAGE) ?? '';
      storage?.removeItem(SOCIAL_LOGIN_KEY_STORAGE);
      return client.completeSocialLogin({
        ticket,
        browserKey,
        deviceType: currentDeviceType(),
        guestToken: client.guest.getSnapshot() ?? undefined,
      });
    },
    onSuccess: (result: { data: SocialLoginSessionData }) =>
      void signInWithGuestBasket(client, result.data),
  });
}

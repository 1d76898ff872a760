import Box from '@mui/material/Box';
import { useLocation } from 'react-router-dom';
import { isApiError } from '@marketdrop/api-client';
import { useSocialLoginProviders, useStartSocialLogin } from '@marketdrop/api-client/react';
import { SocialSignInButtons, useTranslation } from '@marketdrop/ui';
import { toast } from '../toast';
import { socialLoginErrorText } from './socialLoginError';
import { pages } from '../i18n/en/pages';
import { rememberSocialReturn } from '../routing/navigation-state';

/**
 * "Continue with Google" / "Continue with Apple" for the providers the server has configured
 * (none: nothing shows). A click sends the browser to the provider; it comes back to /social-login,
 * which then opens the page the sign-in came from.
 */
export function SocialSignIn() {
  const { t } = useTranslation('web', { pages });
  const providers = useSocialLoginProviders();
  const start = useStartSocialLogin();
  const location = useLocation();
  // Busy from the click until the browser has left for the provider.
  const busy = start.isPending || start.isSuccess ? (start.variables ?? null) : null;
  return (
    <Box sx={{ mt: 3 }}>
      <SocialSignInButtons
        providers={providers.data ?? []}
        busyProvider={busy}
        onSelect={(provider) => {
          // Back to where the sign-in came from (e.g. /cart) after the provider's round trip.
          rememberSocialReturn(location.state);
          start.mutate(provider, {
            onError: (error) =>
              toast.error(
                socialLoginErrorText(t, isApiError(error) ? error.code : undefined, provider),
              ),
          });
        }}
      />
    </Box>
  );
}

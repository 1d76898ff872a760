import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@marketdrop/api-client';
import { useCompleteSocialLogin } from '@marketdrop/api-client/react';
import { useTranslation } from '@marketdrop/ui';
import { socialLoginErrorText } from '../accounts/socialLoginError';
import { paths } from '../routing/paths';
import { takeSocialReturn } from '../routing/navigation-state';
import { toast } from '../toast';
import { AuthCard } from './AuthCard';
import { useAnnounceBasketMerge } from '../basket/useAnnounceBasketMerge';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/**
 * Where the server sends the browser after "Continue with Google/Apple": `#ticket=...` is traded
 * (with this tab's browser key) for the session, then the user goes back to the page the sign-in
 * came from (else /) or, for an account without its profile, to Edit Profile; `#error=CODE` shows
 * why the sign-in was refused.
 */
export function SocialLoginPage() {
  const { t } = useTranslation('web', { messages, pages });
  const location = useLocation();
  const navigate = useNavigate();
  const complete = useCompleteSocialLogin();
  const announceMerge = useAnnounceBasketMerge();
  const [failure, setFailure] = useState<{ code?: string; provider: string | null } | null>(null);
  // The ticket is single use: trade it once, even when React runs the effect twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(location.hash.slice(1));
    const ticket = fragment.get('ticket');
    const provider = fragment.get('provider');
    // Nothing of the answer stays in the address bar or the history.
    void navigate({ pathname: location.pathname, hash: '' }, { replace: true });
    if (ticket === null) {
      setFailure({ code: fragment.get('error') ?? undefined, provider });
      return;
    }
    complete.mutate(
      { ticket },
      {
        onSuccess: ({ data }) => {
          toast.success(t('messages.success.loginSuccess'));
          announceMerge(data.basketMerge);
          const back = takeSocialReturn();
          if (data.profileComplete) {
            void navigate(back ?? paths.home, { replace: true });
          } else {
            toast.info(t('pages.socialLogin.completeProfile'));
            void navigate(paths.editProfile, { replace: true });
          }
        },
        onError: (error) =>
          setFailure({ code: isApiError(error) ? error.code : undefined, provider }),
      },
    );
    // Runs once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthCard
      title={t('pages.socialLogin.title')}
      footer={
        failure ? (
          <Typography variant="body2">
            <Link component={RouterLink} to={paths.login}>
              {t('pages.socialLogin.backToSignIn')}
            </Link>
          </Typography>
        ) : undefined
      }
    >
      {failure ? (
        <Alert severity="error">{socialLoginErrorText(t, failure.code, failure.provider)}</Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('pages.socialLogin.signingIn')}</Typography>
        </Box>
      )}
    </AuthCard>
  );
}

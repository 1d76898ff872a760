import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useLogin } from '@marketdrop/api-client/react';
import { SignInForm, useTranslation, type SignInFormValues } from '@marketdrop/ui';
import { useErrorText } from '../i18n/useErrorText';
import { readFrom, type OtpState } from '../routing/navigation-state';
import { paths } from '../routing/paths';
import { toast } from '../toast';
import { SocialSignIn } from '../accounts/SocialSignIn';
import { AuthCard } from './AuthCard';
import { useAnnounceBasketMerge } from '../basket/useAnnounceBasketMerge';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/**
 * Sign In (docs/product.md §8.2). A verified account is signed in ("Login successful!") and the guest-only
 * guard takes the user to / or to the page they were sent away from; an unverified one goes to the
 * OTP screen with an info toast ("Please verify your email. We sent you an OTP."); a failure shows
 * the error's text (`useErrorText`), or "Login failed", on the password field.
 */
export function LoginPage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const announceMerge = useAnnounceBasketMerge();
  /** The failed login (its text is chosen at render, in the language shown). */
  const [serverError, setServerError] = useState<{ error: unknown } | null>(null);

  const onSubmit = async (values: SignInFormValues) => {
    setServerError(null);
    try {
      const { data } = await login.mutateAsync({
        email: values.email,
        password: values.password,
      });
      if (data.isOtpVerified && data.token) {
        // The session is stored; GuestOnly now redirects to the remembered page or /.
        toast.success(t('messages.success.loginSuccess'));
        announceMerge(data.basketMerge);
        return;
      }
      if (!data.isOtpVerified) {
        toast.info(t('messages.outcomes.verifyEmail'));
        const state: OtpState = { email: values.email, source: 'login' };
        if (data.otp) state.otp = data.otp;
        const from = readFrom(location.state);
        if (from) state.from = from;
        await navigate(paths.otpVerification, { state });
        return;
      }
      setServerError({ error: null });
    } catch (error) {
      setServerError({ error });
    }
  };

  return (
    <AuthCard
      title={t('pages.login.title')}
      subtitle={t('pages.login.subtitle')}
      footer={
        <Typography variant="body2">
          {t('pages.login.noAccount')}{' '}
          <Link component={RouterLink} to={paths.signup}>
            {t('pages.login.signUp')}
          </Link>
        </Typography>
      }
    >
      <SignInForm
        onSubmit={onSubmit}
        busy={login.isPending}
        serverError={
          serverError === null ? null : errorText(serverError.error, t('fallback.login'))
        }
        LinkComponent={RouterLink}
      />
      <SocialSignIn />
    </AuthCard>
  );
}

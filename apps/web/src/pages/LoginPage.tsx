import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { fallbackMessages, messageOf } from '@marketdrop/api-client';
import { useLogin } from '@marketdrop/api-client/react';
import { SignInForm, useTranslation, type SignInFormValues } from '@marketdrop/ui';
import { useMessageText } from '../i18n/useMessageText';
import { readFrom, type OtpState } from '../routing/navigation-state';
import { paths } from '../routing/paths';
import { toast } from '../toast';
import { SocialSignIn } from '../account/SocialSignIn';
import { AuthCard } from './AuthCard';

/**
 * Sign In (spec §2, §4). A verified account is signed in ("Login successful!") and the guest-only
 * guard takes the user to / or to the page they were sent away from; an unverified one goes to the
 * OTP screen with an info toast carrying the server's message; a failure shows the server's message,
 * or "Login failed", on the password field.
 */
export function LoginPage() {
  const { t } = useTranslation('web');
  const messageText = useMessageText();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = async (values: SignInFormValues) => {
    setServerError(null);
    try {
      const { message, data } = await login.mutateAsync({
        email: values.email,
        password: values.password,
      });
      if (data.isOtpVerified && data.token) {
        // The session is stored; GuestOnly now redirects to the remembered page or /.
        toast.success(t('messages.success.loginSuccess'));
        return;
      }
      if (!data.isOtpVerified) {
        toast.info(data.message || message);
        const state: OtpState = { email: values.email, source: 'login' };
        if (data.otp) state.otp = data.otp;
        const from = readFrom(location.state);
        if (from) state.from = from;
        await navigate(paths.otpVerification, { state });
        return;
      }
      setServerError(data.message || message || fallbackMessages.login);
    } catch (error) {
      setServerError(messageOf(error, fallbackMessages.login));
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
        serverError={serverError === null ? null : messageText(serverError)}
        LinkComponent={RouterLink}
      />
      <SocialSignIn />
    </AuthCard>
  );
}

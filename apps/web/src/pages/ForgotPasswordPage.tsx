import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useForgotPassword } from '@marketdrop/api-client/react';
import { ForgotPasswordForm, useTranslation, type ForgotPasswordFormValues } from '@marketdrop/ui';
import { useErrorText } from '../i18n/useErrorText';
import type { OtpState } from '../routing/navigation-state';
import { paths } from '../routing/paths';
import { toast } from '../toast';
import { AuthCard } from './AuthCard';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/**
 * Forgot Password (docs/product.md §8.3): on success a toast, the form resets and the OTP screen opens with the
 * e-mail and source forgot-password; on failure the error's text (`useErrorText`) or "Something went wrong".
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  const navigate = useNavigate();
  const forgot = useForgotPassword();

  const onSubmit = async ({ email }: ForgotPasswordFormValues) => {
    try {
      const { data } = await forgot.mutateAsync({ email });
      toast.success(t('messages.outcomes.resetOtpSent'));
      const state: OtpState = { email, source: 'forgot-password' };
      if (data?.otp) state.otp = data.otp;
      void navigate(paths.otpVerification, { state });
      return true;
    } catch (error) {
      toast.error(errorText(error, t('fallback.forgotPassword')));
      return false;
    }
  };

  return (
    <AuthCard
      title={t('pages.forgotPassword.title')}
      subtitle={t('pages.forgotPassword.subtitle')}
      footer={
        <Typography variant="body2">
          {t('pages.forgotPassword.remembered')}{' '}
          <Link component={RouterLink} to={paths.login}>
            {t('pages.forgotPassword.backToSignIn')}
          </Link>
        </Typography>
      }
    >
      <ForgotPasswordForm onSubmit={onSubmit} busy={forgot.isPending} />
    </AuthCard>
  );
}

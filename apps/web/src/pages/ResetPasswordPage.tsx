import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useResetPassword } from '@marketdrop/api-client/react';
import { ResetPasswordForm, useTranslation, type ResetPasswordFormValues } from '@marketdrop/ui';
import { useErrorText } from '../i18n/useErrorText';
import { readResetState } from '../routing/navigation-state';
import { paths } from '../routing/paths';
import { toast } from '../toast';
import { AuthCard } from './AuthCard';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/**
 * Reset Password (docs/product.md §8.3): opened from the OTP screen with the e-mail and the verified code in the
 * navigation state (without them: back to Forgot Password). Success: toast, form reset, /login.
 * Failure: the error's text (`useErrorText`) or "Password reset failed".
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const state = readResetState(location.state);
  if (!state) return <Navigate to={paths.forgotPassword} replace />;

  const onSubmit = async (values: ResetPasswordFormValues) => {
    try {
      await reset.mutateAsync({ ...state, ...values });
      toast.success(t('messages.outcomes.passwordReset'));
      void navigate(paths.login, { replace: true });
      return true;
    } catch (error) {
      toast.error(errorText(error, t('fallback.resetPassword')));
      return false;
    }
  };

  return (
    <AuthCard
      title={t('pages.resetPassword.title')}
      subtitle={t('pages.resetPassword.subtitle', { email: state.email })}
    >
      <ResetPasswordForm onSubmit={onSubmit} busy={reset.isPending} />
    </AuthCard>
  );
}

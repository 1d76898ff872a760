import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { fallbackMessages, messageOf } from '@marketdrop/api-client';
import { useResetPassword } from '@marketdrop/api-client/react';
import { ResetPasswordForm, useTranslation, type ResetPasswordFormValues } from '@marketdrop/ui';
import { readResetState } from '../routing/navigation-state';
import { paths } from '../routing/paths';
import { toast } from '../toast';
import { AuthCard } from './AuthCard';

/**
 * Reset Password (spec §4): opened from the OTP screen with the e-mail and the verified code in the
 * navigation state (without them: back to Forgot Password). Success: toast, form reset, /login.
 * Failure: the server's message or "Password reset failed".
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('web');
  const location = useLocation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const state = readResetState(location.state);
  if (!state) return <Navigate to={paths.forgotPassword} replace />;

  const onSubmit = async (values: ResetPasswordFormValues) => {
    try {
      const { message } = await reset.mutateAsync({ ...state, ...values });
      toast.success(message);
      void navigate(paths.login, { replace: true });
      return true;
    } catch (error) {
      toast.error(messageOf(error, fallbackMessages.resetPassword));
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

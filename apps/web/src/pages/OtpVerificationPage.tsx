import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useResendOtp, useVerifyOtp } from '@marketdrop/api-client/react';
import { OtpForm, Trans, useTranslation, type OtpFormValues } from '@marketdrop/ui';
import { useErrorText } from '../i18n/useErrorText';
import { readOtpState, type ResetState } from '../routing/navigation-state';
import { paths } from '../routing/paths';
import { toast } from '../toast';
import { AuthCard } from './AuthCard';
import { useAnnounceBasketMerge } from '../basket/useAnnounceBasketMerge';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/**
 * OTP Verification (docs/product.md §2.3, §8.3, §10.4). Needs the navigation state (e-mail and source), else back to
 * /login. Sign-up and login codes: with a token the user is signed in and the guest-only guard takes
 * them to / (or the remembered page); without one, "Authentication data not received". A
 * forgot-password code opens Reset Password with the e-mail and the code. Resend clears the boxes.
 */
export function OtpVerificationPage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyOtp();
  const resend = useResendOtp();
  const announceMerge = useAnnounceBasketMerge();
  const state = readOtpState(location.state);
  if (!state) return <Navigate to={paths.login} replace />;

  const onSubmit = async ({ otp }: OtpFormValues) => {
    try {
      const { data } = await verify.mutateAsync({ email: state.email, otp });
      if (state.source === 'forgot-password') {
        toast.success(t('messages.outcomes.otpVerifiedReset'));
        const next: ResetState = { email: state.email, otp };
        void navigate(paths.resetPassword, { state: next, replace: true });
      } else if (!data?.token) {
        toast.error(t('fallback.authDataMissing'));
      } else {
        // The session is stored; GuestOnly now redirects to / (or the remembered page).
        toast.success(t('messages.outcomes.otpVerified'));
        announceMerge(data.basketMerge);
      }
    } catch (error) {
      toast.error(errorText(error, t('fallback.verifyOtp')));
    }
  };

  const onResend = async () => {
    try {
      await resend.mutateAsync({ email: state.email });
      toast.success(t('messages.outcomes.otpSent'));
      return true;
    } catch (error) {
      toast.error(errorText(error, t('fallback.resendOtp')));
      return false;
    }
  };

  return (
    <AuthCard
      title={t('pages.otp.title')}
      subtitle={
        <Trans
          t={t}
          i18nKey="pages.otp.subtitle"
          values={{ email: state.email }}
          components={{ email: <strong /> }}
        />
      }
    >
      {state.phoneNumber ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          <Trans
            t={t}
            i18nKey="pages.otp.verifying"
            values={{ phone: state.phoneNumber }}
            components={{ phone: <strong /> }}
          />
        </Typography>
      ) : null}
      <OtpForm
        onSubmit={onSubmit}
        onResend={onResend}
        busy={verify.isPending}
        resendDisabled={resend.isPending}
      />
    </AuthCard>
  );
}

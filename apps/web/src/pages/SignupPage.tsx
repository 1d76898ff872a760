import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useSignup } from '@marketdrop/api-client/react';
import { SignUpForm, useTranslation, type SignUpFormValues } from '@marketdrop/ui';
import { useErrorText } from '../i18n/useErrorText';
import { markNewAccount } from '../i18n/useLanguage';
import { readSignupRole, type OtpState } from '../routing/navigation-state';
import { paths } from '../routing/paths';
import { toast } from '../toast';
import { SocialSignIn } from '../accounts/SocialSignIn';
import { AuthCard } from './AuthCard';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/**
 * Sign Up (docs/product.md §2.3, §8.3): the role comes from the header's modal through the navigation state
 * (consumer by default; dealers get the business fields). On 200 a toast and the OTP screen, with the
 * phone number as identifier and source signup; otherwise the error's text (`useErrorText`) or "Signup failed".
 */
export function SignupPage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const signup = useSignup();
  const role = readSignupRole(location.state);

  const onSubmit = async (values: SignUpFormValues, licenceFile: File | undefined) => {
    try {
      const { data } = await signup.mutateAsync({
        ...values,
        userType: role,
        ...(licenceFile ? { driverLicenseImage: licenceFile } : {}),
      });
      markNewAccount(data.email || values.email);
      toast.success(t('messages.outcomes.signupSuccessful'));
      const state: OtpState = {
        email: data.email || values.email,
        phoneNumber: `${values.countryCode} ${data.phoneNumber || values.phoneNumber}`,
        source: 'signup',
      };
      if (data.otp) state.otp = data.otp;
      void navigate(paths.otpVerification, { state });
    } catch (error) {
      toast.error(errorText(error, t('fallback.signup')));
    }
  };

  return (
    <AuthCard
      wide
      title={t('pages.signup.title')}
      subtitle={
        role === 'dealer' ? t('pages.signup.dealerSubtitle') : t('pages.signup.consumerSubtitle')
      }
      footer={
        <Typography variant="body2">
          {t('pages.signup.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.login}>
            {t('pages.signup.signIn')}
          </Link>
        </Typography>
      }
    >
      <SignUpForm
        key={role}
        role={role}
        onSubmit={onSubmit}
        busy={signup.isPending}
        LinkComponent={RouterLink}
      />
      {/* A social sign-up opens a consumer account; dealers need the business fields. */}
      {role === 'consumer' ? <SocialSignIn /> : null}
    </AuthCard>
  );
}

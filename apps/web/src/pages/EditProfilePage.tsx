import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import { useConfirmEmailChange, useEditProfile, useProfile } from '@marketdrop/api-client/react';
import {
  EditProfileForm,
  PulseLoader,
  useTranslation,
  type EditProfileFormSubmitValues,
} from '@marketdrop/ui';
import { useErrorToast } from '../accounts/useErrorToast';
import { AccountSection } from '../layouts/AccountLayout';
import { useErrorText } from '../i18n/useErrorText';
import { toast } from '../toast';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/**
 * Edit Profile: only non-empty values and the new licence files are sent; success toasts "Profile
 * updated successfully!", failure the error's text (`useErrorText`) or "Failed to update profile".
 * A new e-mail needs the current password and becomes pending; the form then asks for the code
 * mailed to it (decision 016).
 */
export function EditProfilePage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  const profile = useProfile();
  const edit = useEditProfile();
  const confirm = useConfirmEmailChange();
  // Kept in memory only, to ask for a new code to the pending address.
  const lastPassword = useRef<string | undefined>(undefined);
  useErrorToast(profile.error, t('fallback.loadProfile'));

  const onSubmit = async (values: EditProfileFormSubmitValues, files: File[]) => {
    try {
      const { data } = await edit.mutateAsync({
        ...values,
        ...(files.length > 0 ? { driverLicenseImage: files } : {}),
      });
      if (values.currentPassword !== undefined) lastPassword.current = values.currentPassword;
      toast.success(
        data.pendingEmail !== null && values.email !== undefined
          ? t('messages.outcomes.emailChangePending')
          : t('messages.success.profileUpdated'),
      );
    } catch (error) {
      toast.error(errorText(error, t('fallback.updateProfile')));
    }
  };

  const onConfirmEmail = async ({ otp }: { otp: string }) => {
    try {
      await confirm.mutateAsync({ otp });
      toast.success(t('messages.outcomes.emailChanged'));
    } catch (error) {
      toast.error(errorText(error, t('fallback.updateProfile')));
    }
  };

  const pendingEmail = profile.data?.pendingEmail ?? null;
  const onResendEmailCode = async () => {
    if (pendingEmail === null || lastPassword.current === undefined) return false;
    try {
      await edit.mutateAsync({ email: pendingEmail, currentPassword: lastPassword.current });
      toast.success(t('messages.outcomes.emailChangePending'));
      return true;
    } catch (error) {
      toast.error(errorText(error, t('fallback.updateProfile')));
      return false;
    }
  };

  return (
    <AccountSection title={t('pages.account.editProfile')}>
      {profile.data ? (
        <EditProfileForm
          profile={profile.data}
          onSubmit={onSubmit}
          busy={edit.isPending}
          onConfirmEmail={onConfirmEmail}
          {...(lastPassword.current !== undefined ? { onResendEmailCode } : {})}
          confirmBusy={confirm.isPending}
        />
      ) : profile.isError ? (
        <Alert severity="error">{errorText(profile.error, t('fallback.loadProfile'))}</Alert>
      ) : (
        <PulseLoader fullScreen={false} />
      )}
    </AccountSection>
  );
}

import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import { fallbackMessages, messageOf } from '@marketdrop/api-client';
import { useConfirmEmailChange, useEditProfile, useProfile } from '@marketdrop/api-client/react';
import {
  EditProfileForm,
  PulseLoader,
  useTranslation,
  type EditProfileFormSubmitValues,
} from '@marketdrop/ui';
import { useErrorToast } from '../account/useErrorToast';
import { AccountSection } from '../layouts/AccountLayout';
import { useMessageText } from '../i18n/useMessageText';
import { toast } from '../toast';

/**
 * Edit Profile (spec §2, §8): only non-empty values and the new licence files are sent; success
 * toasts the server's message or "Profile updated successfully!", failure the server's message or
 * "Failed to update profile". A new e-mail needs the current password and becomes pending; the form
 * then asks for the code mailed to it (decision 016).
 */
export function EditProfilePage() {
  const { t } = useTranslation('web');
  const messageText = useMessageText();
  const profile = useProfile();
  const edit = useEditProfile();
  const confirm = useConfirmEmailChange();
  // Kept in memory only, to ask for a new code to the pending address.
  const lastPassword = useRef<string | undefined>(undefined);
  useErrorToast(profile.error, fallbackMessages.loadProfile);

  const onSubmit = async (values: EditProfileFormSubmitValues, files: File[]) => {
    try {
      const { message } = await edit.mutateAsync({
        ...values,
        ...(files.length > 0 ? { driverLicenseImage: files } : {}),
      });
      if (values.currentPassword !== undefined) lastPassword.current = values.currentPassword;
      toast.success(message.trim() || t('messages.success.profileUpdated'));
    } catch (error) {
      toast.error(messageOf(error, fallbackMessages.updateProfile));
    }
  };

  const onConfirmEmail = async ({ otp }: { otp: string }) => {
    try {
      const { message } = await confirm.mutateAsync({ otp });
      toast.success(message);
    } catch (error) {
      toast.error(messageOf(error, fallbackMessages.updateProfile));
    }
  };

  const pendingEmail = profile.data?.pendingEmail ?? null;
  const onResendEmailCode = async () => {
    if (pendingEmail === null || lastPassword.current === undefined) return false;
    try {
      const { message } = await edit.mutateAsync({
        email: pendingEmail,
        currentPassword: lastPassword.current,
      });
      toast.success(message);
      return true;
    } catch (error) {
      toast.error(messageOf(error, fallbackMessages.updateProfile));
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
        <Alert severity="error">
          {messageText(messageOf(profile.error, fallbackMessages.loadProfile))}
        </Alert>
      ) : (
        <PulseLoader fullScreen={false} />
      )}
    </AccountSection>
  );
}

import Alert from '@mui/material/Alert';
import { fallbackMessages, messageOf } from '@marketdrop/api-client';
import { useEditProfile, useProfile } from '@marketdrop/api-client/react';
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
 * "Failed to update profile".
 */
export function EditProfilePage() {
  const { t } = useTranslation('web');
  const messageText = useMessageText();
  const profile = useProfile();
  const edit = useEditProfile();
  useErrorToast(profile.error, fallbackMessages.loadProfile);

  const onSubmit = async (values: EditProfileFormSubmitValues, files: File[]) => {
    try {
      const { message } = await edit.mutateAsync({
        ...values,
        ...(files.length > 0 ? { driverLicenseImage: files } : {}),
      });
      toast.success(message.trim() || t('messages.success.profileUpdated'));
    } catch (error) {
      toast.error(messageOf(error, fallbackMessages.updateProfile));
    }
  };

  return (
    <AccountSection title={t('pages.account.editProfile')}>
      {profile.data ? (
        <EditProfileForm profile={profile.data} onSubmit={onSubmit} busy={edit.isPending} />
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

import Alert from '@mui/material/Alert';
import { useEditProfile, useProfile } from '@marketdrop/api-client/react';
import {
  EditProfileForm,
  PulseLoader,
  useTranslation,
  type EditProfileFormSubmitValues,
} from '@marketdrop/ui';
import { useErrorToast } from '../account/useErrorToast';
import { AccountSection } from '../layouts/AccountLayout';
import { useErrorText } from '../i18n/useErrorText';
import { toast } from '../toast';

/**
 * Edit Profile (spec §2, §8): only non-empty values and the new licence files are sent; success
 * toasts "Profile updated successfully!", failure the error's text (`useErrorText`) or "Failed to
 * update profile".
 */
export function EditProfilePage() {
  const { t } = useTranslation('web');
  const errorText = useErrorText();
  const profile = useProfile();
  const edit = useEditProfile();
  useErrorToast(profile.error, t('messages.fallback.loadProfile'));

  const onSubmit = async (values: EditProfileFormSubmitValues, files: File[]) => {
    try {
      await edit.mutateAsync({
        ...values,
        ...(files.length > 0 ? { driverLicenseImage: files } : {}),
      });
      toast.success(t('messages.success.profileUpdated'));
    } catch (error) {
      toast.error(errorText(error, t('messages.fallback.updateProfile')));
    }
  };

  return (
    <AccountSection title={t('pages.account.editProfile')}>
      {profile.data ? (
        <EditProfileForm profile={profile.data} onSubmit={onSubmit} busy={edit.isPending} />
      ) : profile.isError ? (
        <Alert severity="error">
          {errorText(profile.error, t('messages.fallback.loadProfile'))}
        </Alert>
      ) : (
        <PulseLoader fullScreen={false} />
      )}
    </AccountSection>
  );
}

import Alert from '@mui/material/Alert';
import { Link } from 'react-router-dom';
import { fallbackMessages, messageOf } from '@marketdrop/api-client';
import { useApiClient, useProfile } from '@marketdrop/api-client/react';
import { ProfileView, PulseLoader, useTranslation } from '@marketdrop/ui';
import { useErrorToast } from '../account/useErrorToast';
import { useMessageText } from '../i18n/useMessageText';
import { AccountSection } from '../layouts/AccountLayout';

/** My Profile (spec §2): the profile with a dash for blanks; "Failed to load profile" on failure. */
export function MyProfilePage() {
  const { t } = useTranslation('web');
  const messageText = useMessageText();
  const client = useApiClient();
  const profile = useProfile();
  useErrorToast(profile.error, fallbackMessages.loadProfile);

  return (
    <AccountSection title={t('pages.account.myProfile')}>
      {profile.data ? (
        <ProfileView
          profile={profile.data}
          avatarSrc={profile.data.userImage ? client.url(profile.data.userImage) : null}
          LinkComponent={Link}
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

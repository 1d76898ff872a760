import Alert from '@mui/material/Alert';
import { Link } from 'react-router-dom';
import { useApiClient, useProfile } from '@marketdrop/api-client/react';
import { ProfileView, PulseLoader, useTranslation } from '@marketdrop/ui';
import { useErrorToast } from '../accounts/useErrorToast';
import { useErrorText } from '../i18n/useErrorText';
import { AccountSection } from '../layouts/AccountLayout';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/** My Profile (docs/product.md §3.9 Account area): the profile with a dash for blanks; "Failed to load profile" on failure. */
export function MyProfilePage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  const client = useApiClient();
  const profile = useProfile();
  useErrorToast(profile.error, t('fallback.loadProfile'));

  return (
    <AccountSection title={t('pages.account.myProfile')}>
      {profile.data ? (
        <ProfileView
          profile={profile.data}
          avatarSrc={profile.data.userImage ? client.url(profile.data.userImage) : null}
          LinkComponent={Link}
        />
      ) : profile.isError ? (
        <Alert severity="error">{errorText(profile.error, t('fallback.loadProfile'))}</Alert>
      ) : (
        <PulseLoader fullScreen={false} />
      )}
    </AccountSection>
  );
}

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import {
  useNotificationSettings,
  useToggleNotificationSettings,
  useUpdateNotificationSettings,
} from '@marketdrop/api-client/react';
import { NotificationSettings, useTranslation, type EmailNotificationKind } from '@marketdrop/ui';
import { useErrorToast } from '../accounts/useErrorToast';
import { AccountSection } from '../layouts/AccountLayout';
import { useErrorText } from '../i18n/useErrorText';
import { toast } from '../toast';
import { messages } from '../i18n/en/messages';
import { pages } from '../i18n/en/pages';

/**
 * Notifications Settings (docs/product.md §8.6, §10.4): the toggle flips only after the server's 200 and is blocked
 * while loading or while a change is in flight.
 */
export function NotificationsPage() {
  const { t } = useTranslation('web', { messages, pages });
  const errorText = useErrorText();
  const settings = useNotificationSettings();
  const toggle = useToggleNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [pendingKind, setPendingKind] = useState<EmailNotificationKind | null>(null);
  useErrorToast(settings.error, t('fallback.loadNotificationSettings'));

  const onToggle = async () => {
    if (toggle.isPending || !settings.data) return;
    try {
      const { data } = await toggle.mutateAsync();
      toast.success(
        t(
          data.notificationEnable
            ? 'messages.success.notificationsEnabled'
            : 'messages.success.notificationsDisabled',
        ),
      );
    } catch (error) {
      toast.error(errorText(error, t('fallback.updateNotificationSettings')));
    }
  };

  /** One kind's e-mails on or off (decision 035): its switch flips after the server's 200. */
  const onSettingChange = async (kind: EmailNotificationKind, next: boolean) => {
    if (update.isPending || toggle.isPending || !settings.data) return;
    setPendingKind(kind);
    try {
      await update.mutateAsync({ [kind]: next });
      toast.success(t('messages.success.notificationSettingsSaved'));
    } catch (error) {
      toast.error(errorText(error, t('fallback.updateNotificationSettings')));
    } finally {
      setPendingKind(null);
    }
  };

  return (
    <AccountSection title={t('pages.account.notificationsSettings')}>
      {settings.isError && !settings.data ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(settings.error, t('fallback.loadNotificationSettings'))}
        </Alert>
      ) : null}
      <NotificationSettings
        enabled={settings.data?.notificationEnable ?? false}
        loading={!settings.data}
        pending={toggle.isPending}
        onToggle={() => void onToggle()}
        settings={settings.data?.emailNotifications}
        pendingKind={pendingKind}
        onSettingChange={(kind, next) => void onSettingChange(kind, next)}
      />
    </AccountSection>
  );
}

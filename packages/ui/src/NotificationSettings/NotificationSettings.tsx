import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import { account } from '../i18n/en/account';

export type NotificationSettingsProps = {
  /** Whether notifications are on (the server's `notificationEnable`). */
  enabled: boolean;
  /** A toggle request is in flight: the switch is blocked until it settles. */
  pending?: boolean;
  /** The settings are loading: the switch is blocked. */
  loading?: boolean;
  /**
   * Asks for the new state. The switch shows `enabled`, so it flips only when the parent updates
   * `enabled` after the server answers 200.
   */
  onToggle: (next: boolean) => void;
};

const SettingsRoot = styled(Box, { name: 'MdNotificationSettings', slot: 'Root' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  padding: theme.spacing(2, 2.5),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
}));

/** Notifications Settings: one toggle, blocked while loading or while a change is pending. */
export function NotificationSettings({
  enabled,
  pending = false,
  loading = false,
  onToggle,
}: NotificationSettingsProps) {
  const { t } = useTranslation('ui', { account });
  const blocked = pending || loading;
  const titleId = useId();
  const descriptionId = useId();
  return (
    <SettingsRoot aria-busy={blocked}>
      <Box>
        <Typography id={titleId} sx={{ fontWeight: 600 }}>
          {t('account.notifications.title')}
        </Typography>
        <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('account.notifications.description')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {blocked ? (
          <CircularProgress
            size={18}
            aria-label={t(
              pending ? 'account.notifications.saving' : 'account.notifications.loading',
            )}
          />
        ) : null}
        <Switch
          checked={enabled}
          disabled={blocked}
          onChange={(event) => onToggle(event.target.checked)}
          slotProps={{
            input: {
              role: 'switch',
              'aria-labelledby': titleId,
              'aria-describedby': descriptionId,
            },
          }}
        />
      </Box>
    </SettingsRoot>
  );
}

import { useId } from 'react';
import type { EmailNotifications } from '@marketdrop/api-client';
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
  /**
   * The e-mail setting of each kind of notice (the server's `emailNotifications`): one switch per
   * kind below the main one. Not given: only the main switch.
   */
  settings?: EmailNotifications;
  /** The kind whose change is in flight: its switch is blocked until it settles. */
  pendingKind?: EmailNotificationKind | null;
  /** Asks to turn one kind on or off; its switch flips when the parent updates `settings`. */
  onSettingChange?: (kind: EmailNotificationKind, next: boolean) => void;
};

/** A kind of notice with its own e-mail setting. */
export type EmailNotificationKind = keyof EmailNotifications;

/** The kinds in the order shown. */
const KINDS: readonly EmailNotificationKind[] = [
  'outbid',
  'won',
  'orderSteps',
  'savedSearches',
  'marketing',
];

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

const KindRow = styled(Box, { name: 'MdNotificationSettings', slot: 'Kind' })(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  padding: theme.spacing(1.5, 2.5),
  '& + &': { borderTop: `1px solid ${theme.palette.divider}` },
}));

/**
 * A switch with its title and what it covers: the title names the switch, the description
 * describes it, and a spinner labelled `busyLabel` shows beside it while a change is in flight.
 */
function LabelledSwitch({
  title,
  description,
  strong,
  checked,
  disabled,
  busyLabel,
  onChange,
}: {
  title: string;
  description: string;
  /** The main switch's title is bolder than a kind's. */
  strong: boolean;
  checked: boolean;
  disabled: boolean;
  busyLabel: string | null;
  onChange: (next: boolean) => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <>
      <Box>
        <Typography id={titleId} sx={{ fontWeight: strong ? 600 : 500 }}>
          {title}
        </Typography>
        <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {busyLabel !== null ? <CircularProgress size={18} aria-label={busyLabel} /> : null}
        <Switch
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{
            input: {
              role: 'switch',
              'aria-labelledby': titleId,
              'aria-describedby': descriptionId,
            },
          }}
        />
      </Box>
    </>
  );
}

/**
 * Notifications Settings: the main toggle (all e-mails), and with `settings` one switch per kind
 * of notice below it; each is blocked while loading or while a change is pending, and shows the
 * server's value (it flips when the parent passes the answer).
 */
export function NotificationSettings({
  enabled,
  pending = false,
  loading = false,
  onToggle,
  settings,
  pendingKind = null,
  onSettingChange,
}: NotificationSettingsProps) {
  const { t } = useTranslation('ui', { account });
  const blocked = pending || loading || pendingKind !== null;
  const main = (
    <SettingsRoot aria-busy={blocked}>
      <LabelledSwitch
        title={t('account.notifications.title')}
        description={t('account.notifications.description')}
        strong
        checked={enabled}
        disabled={blocked}
        busyLabel={
          pending
            ? t('account.notifications.saving')
            : loading
              ? t('account.notifications.loading')
              : null
        }
        onChange={onToggle}
      />
    </SettingsRoot>
  );
  if (settings === undefined) return main;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {main}
      <Box
        role="group"
        aria-label={t('account.notifications.kindsLabel')}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Typography variant="body2" sx={{ px: 2.5, pt: 1.5, color: 'text.secondary' }}>
          {t('account.notifications.kindsHint')}
        </Typography>
        {KINDS.map((kind) => (
          <KindRow key={kind} data-kind={kind}>
            <LabelledSwitch
              title={t(`account.notifications.kinds.${kind}.title`)}
              description={t(`account.notifications.kinds.${kind}.description`)}
              strong={false}
              checked={settings[kind]}
              disabled={blocked}
              busyLabel={pendingKind === kind ? t('account.notifications.saving') : null}
              onChange={(next) => onSettingChange?.(kind, next)}
            />
          </KindRow>
        ))}
      </Box>
    </Box>
  );
}

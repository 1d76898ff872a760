import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { admin } from '../i18n/en/admin';
import { useFormatters } from '../i18n/useFormatters';
import { useTranslation } from '../i18n/useTranslation';
import { ListState, type AdminListProps } from '../internal/ListState';
import { ReasonDialog } from '../internal/ReasonDialog';

/** An account as the users list shows it: `AdminUser` of `@marketdrop/api-client` fits. */
export type AdminUserRow = {
  _id: string;
  role: 'consumer' | 'dealer' | 'admin';
  firstName: string;
  lastName: string;
  email: string;
  businessName: string | null;
  standing: 'active' | 'suspended';
  suspendedReason: string | null;
  createdAt: string;
};

export type AdminUserListProps = AdminListProps & {
  users: readonly AdminUserRow[];
  /** The search box's text (controlled). Without `onSearchChange`, no search box. */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** Suspends with the reason (after the admin gives one). */
  onSuspend: (user: AdminUserRow, reason: string) => void;
  onReinstate: (user: AdminUserRow) => void;
  /** The signed-in admin: no Suspend on their own row. */
  currentUserId?: string | null;
  /**
   * A suspended dealer's open orders (e.g. `AdminDealerOrders` with the `getDealerOpenOrders`
   * answer), shown under its row once "Open orders" is pressed. Without it, no such button.
   */
  renderOpenOrders?: (user: AdminUserRow) => ReactNode;
};

/**
 * The admin's users: name, e-mail, role, business, when they joined and whether they are
 * suspended (with the reason); Suspend with a reason (their sessions end, they cannot sign in; a
 * dealer's sales are paused) and Reinstate. A suspended dealer's row says its sales are paused and
 * opens its open orders. A search box filters by name, e-mail or business.
 */
export function AdminUserList({
  users,
  search,
  onSearchChange,
  onSuspend,
  onReinstate,
  currentUserId = null,
  renderOpenOrders,
  loading = false,
  error = false,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  busyId = null,
}: AdminUserListProps) {
  const { t } = useTranslation('ui', { admin });
  const f = useFormatters();
  const [target, setTarget] = useState<AdminUserRow | null>(null);
  // The suspended dealers whose open orders are shown.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const nameOf = (user: AdminUserRow) => `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {onSearchChange ? (
        <TextField
          type="search"
          label={t('admin.users.search')}
          value={search ?? ''}
          onChange={(event) => onSearchChange(event.target.value)}
          size="small"
          sx={{ maxWidth: 420 }}
        />
      ) : null}
      <ListState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={t('admin.users.empty')}
        count={users.length}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {users.map((user) => {
            const suspended = user.standing === 'suspended';
            const pausedDealer = suspended && user.role === 'dealer';
            const showOrders = pausedDealer && renderOpenOrders !== undefined;
            const open = showOrders && expanded.has(user._id);
            const ordersId = `md-admin-user-orders-${user._id}`;
            const busy = busyId === user._id;
            return (
              <Paper
                key={user._id}
                variant="outlined"
                component="article"
                aria-label={nameOf(user)}
                sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography component="h3" sx={{ fontWeight: 700 }}>
                      {nameOf(user)}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`admin.users.roles.${user.role}`)}
                    />
                    <Chip
                      size="small"
                      variant="outlined"
                      label={suspended ? t('admin.users.suspended') : t('admin.users.active')}
                      sx={{
                        color: suspended ? 'error.dark' : 'success.dark',
                        borderColor: suspended ? 'error.main' : 'success.main',
                      }}
                    />
                    {pausedDealer ? (
                      <Chip
                        size="small"
                        label={t('admin.users.salesPaused')}
                        sx={{ color: '#7A4100', bgcolor: '#FFF1DC' }}
                      />
                    ) : null}
                  </Box>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {[
                      user.email,
                      user.businessName,
                      t('admin.users.joined', { date: f.date(user.createdAt) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  {suspended && user.suspendedReason ? (
                    <Typography variant="body2" color="error.dark">
                      {t('admin.users.suspendedReason', { reason: user.suspendedReason })}
                    </Typography>
                  ) : null}
                </Box>
                {showOrders ? (
                  <Button
                    aria-expanded={open}
                    aria-controls={open ? ordersId : undefined}
                    onClick={() => toggle(user._id)}
                  >
                    {t('admin.users.openOrders')}
                  </Button>
                ) : null}
                {suspended ? (
                  <Button variant="outlined" loading={busy} onClick={() => onReinstate(user)}>
                    {t('admin.users.reinstate')}
                  </Button>
                ) : user._id !== currentUserId && user.role !== 'admin' ? (
                  <Button color="error" loading={busy} onClick={() => setTarget(user)}>
                    {t('admin.users.suspend')}
                  </Button>
                ) : null}
                {open ? (
                  <Box id={ordersId} sx={{ flex: '1 1 100%' }}>
                    {renderOpenOrders?.(user)}
                  </Box>
                ) : null}
              </Paper>
            );
          })}
        </Box>
      </ListState>
      <ReasonDialog
        open={target !== null}
        title={t('admin.users.suspendTitle', { name: target ? nameOf(target) : '' })}
        text={t('admin.users.suspendText')}
        confirmLabel={t('admin.users.suspendConfirm')}
        onCancel={() => setTarget(null)}
        onConfirm={(reason) => {
          if (target) onSuspend(target, reason);
          setTarget(null);
        }}
      />
    </Box>
  );
}

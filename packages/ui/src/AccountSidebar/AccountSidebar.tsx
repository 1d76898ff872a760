import { useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { styled } from '@mui/material/styles';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import Logout from '@mui/icons-material/Logout';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useTranslation } from '../i18n/useTranslation';
import { linkProps, type LinkComponent } from '../link';
import { LogoutConfirmDialog } from '../LogoutConfirmDialog';
import { paths } from '@marketdrop/api-client';
import { account } from '../i18n/en/account';

export type AccountSidebarProps = {
  /** The current path (`location.pathname`); the matching item is marked active. */
  currentPath?: string;
  /** Renders the links; pass react-router's `Link` in the web app. Default `'a'`. */
  LinkComponent?: LinkComponent;
  /** Called on "Yes, Logout" in the confirm dialog; the dialog closes when it settles. */
  onLogout: () => Promise<unknown> | void;
  /** Shows "Yes, Logout" as busy (e.g. while the logout call runs). */
  logoutPending?: boolean;
};

/** The account area's links, in order. */
export const ACCOUNT_LINKS = [
  { labelKey: 'account.sidebar.myProfile', href: paths.myProfile, icon: <PersonOutlined /> },
  { labelKey: 'account.sidebar.savedCars', href: paths.savedCars, icon: <FavoriteBorder /> },
  {
    labelKey: 'account.sidebar.savedSearches',
    href: paths.savedSearches,
    icon: <ManageSearchOutlined />,
  },
  {
    labelKey: 'account.sidebar.notificationsSettings',
    href: paths.notifications,
    icon: <NotificationsNoneOutlined />,
  },
  {
    labelKey: 'account.sidebar.changePassword',
    href: paths.changePassword,
    icon: <LockOutlined />,
  },
] as const;

const SidebarRoot = styled('nav', { name: 'MdAccountSidebar', slot: 'Root' })(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  overflow: 'hidden',
}));

const Item = styled(ListItemButton, { name: 'MdAccountSidebar', slot: 'Item' })(({ theme }) => ({
  '&[aria-current="page"]': {
    backgroundColor: theme.palette.primary.light,
    color: theme.palette.primary.dark,
    boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
    '& .MuiListItemIcon-root': { color: theme.palette.primary.dark },
  },
}));

/**
 * The account area's sidebar: My Profile, Saved Cars, Saved Searches, Notifications Settings, Change Password and
 * Logout, which asks "Are you sure you want to logout?" first.
 */
export function AccountSidebar({
  currentPath,
  LinkComponent = 'a',
  onLogout,
  logoutPending = false,
}: AccountSidebarProps) {
  const { t } = useTranslation('ui', { account });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const confirm = async () => {
    setLoggingOut(true);
    try {
      await onLogout();
    } catch {
      // A failed logout is the caller's to report (toast); the dialog just closes.
    } finally {
      setLoggingOut(false);
      setConfirmOpen(false);
    }
  };

  return (
    <SidebarRoot aria-label={t('account.sidebar.label')}>
      <List disablePadding>
        {ACCOUNT_LINKS.map((item) => (
          <ListItem key={item.href} disablePadding>
            <Item
              {...linkProps(LinkComponent, item.href)}
              aria-current={currentPath === item.href ? 'page' : undefined}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={t(item.labelKey)} />
            </Item>
          </ListItem>
        ))}
        <ListItem disablePadding>
          <Item aria-haspopup="dialog" onClick={() => setConfirmOpen(true)}>
            <ListItemIcon>
              <Logout />
            </ListItemIcon>
            <ListItemText primary={t('account.sidebar.logout')} />
          </Item>
        </ListItem>
      </List>

      <LogoutConfirmDialog
        open={confirmOpen}
        busy={loggingOut || logoutPending}
        onCancel={() => setConfirmOpen(false)}
        onConfirm={confirm}
      />
    </SidebarRoot>
  );
}

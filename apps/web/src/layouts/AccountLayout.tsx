import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AccountSidebar } from '@marketdrop/ui';
import { useLogoutAction } from '../accounts/useLogoutAction';

/** The account area: the sidebar (with Logout and its confirm dialog) beside the page. */
export function AccountLayout() {
  const { pathname } = useLocation();
  const { logout, pending } = useLogoutAction();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <AccountSidebar
          currentPath={pathname}
          LinkComponent={Link}
          onLogout={logout}
          logoutPending={pending}
        />
        <Box sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Container>
  );
}

// The account pages import it from here: the layout module is loaded with each of them anyway, and
// a chunk of its own (1 kB) would be merged into the entry (every page's first load).
export type AccountSectionProps = {
  /** The page heading (h1). */
  title: string;
  /** Beside the heading, e.g. the Edit Profile button. */
  action?: ReactNode;
  children: ReactNode;
};

/** The panel an account page fills, beside the account sidebar. */
export function AccountSection({ title, action, children }: AccountSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Box sx={{ mb: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {action ? <Box sx={{ ml: 'auto' }}>{action}</Box> : null}
      </Box>
      {children}
    </Paper>
  );
}

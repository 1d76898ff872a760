import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { AccountSidebar } from '@marketdrop/ui';
import { useLogoutAction } from '../account/useLogoutAction';

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

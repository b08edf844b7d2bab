import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { authAtom, fullName } from '../../../state/auth';
import { BrandLogo } from '../../../ui/BrandLogo';
import { Footer } from '../../../ui/Footer';
import { LogoutButton } from './LogoutButton';

/** The logged-in layout: app bar with logo, the user's name and "Logga ut"; the page below; the footer. */
export function AppShell() {
  const auth = useAtomValue(authAtom);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="static" component="header">
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Box sx={{ flexGrow: 1, display: 'flex', alignItems: 'center' }}>
            <BrandLogo height={36} inverted />
          </Box>
          <Typography component="span" sx={{ fontWeight: 600 }} data-testid="user-full-name">
            {fullName(auth) || auth.username}
          </Typography>
          <LogoutButton />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}

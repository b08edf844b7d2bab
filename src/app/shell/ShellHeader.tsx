import { memo } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { useAtom } from '@/state/atom-hooks';
import { Link as RouterLink } from 'react-router-dom';
import { drawerShownAtom } from '@/state/auth';
import { BrandLogo } from '@/ui/BrandLogo';
import { CategoryTabs } from './CategoryTabs';
import { ChosenAgencyBar } from './ChosenAgencyBar';
import { MaterialButton } from './MaterialButton';
import { DRAWER_ID } from './NavigationDrawer';
import { NARROW_MEDIA_QUERY, useWideShell, wideOnlySx } from './shell-layout';
import { UserMenu } from './UserMenu';

/** The header: menu drawer button, logo (to /), the category tabs, "Material" and the user menu; for internal staff the outlet they act for. */
export const ShellHeader = memo(function ShellHeader() {
  const wide = useWideShell();
  return (
    <AppBar position="static" component="header" elevation={0}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: 64 }}>
        <MenuButton />
        <Link component={RouterLink} to="/" color="inherit" sx={{ display: 'flex', flexShrink: 0, '& svg': { [NARROW_MEDIA_QUERY]: { height: 28, width: 140 } } }}>
          <BrandLogo height={34} inverted />
        </Link>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', ...wideOnlySx }}>
          {wide && <CategoryTabs />}
        </Box>
        <Box sx={{ flexGrow: 1, display: 'none', [NARROW_MEDIA_QUERY]: { display: 'block' } }} />
        <Box sx={wideOnlySx}>
          <MaterialButton />
        </Box>
        <UserMenu />
      </Toolbar>
      <ChosenAgencyBar />
    </AppBar>
  );
});

/** Opens the menu drawer; the one part of the header that re-renders when the drawer opens or closes. */
function MenuButton() {
  const [drawerShown, setDrawerShown] = useAtom(drawerShownAtom);
  return (
    <IconButton
      color="inherit"
      edge="start"
      aria-label="Meny"
      aria-controls={DRAWER_ID}
      aria-expanded={drawerShown}
      onClick={() => setDrawerShown(true)}
    >
      <MenuIcon />
    </IconButton>
  );
}

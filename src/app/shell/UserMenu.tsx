import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useAtomValue } from '@/state/atom-hooks';
import { Link as RouterLink } from 'react-router-dom';
import { isInternal } from '@ombudsportalen/portal/access';
import { WebmailMenuItem } from '@/features/account/components/mail-sso/WebmailMenuItem';
import { accessContextAtom } from '@/state/access';
import { authViewAtom, fullName } from '@/state/auth';
import { useLogout } from '@/app/session/useLogout';
import { useOpenAgencyChooser } from './set-agency-dialog';
import { NARROW_MEDIA_QUERY, visuallyHiddenSx } from './shell-layout';
import { USER_MENU_PATHS, USER_MENU_TEXTS, userMenuItems } from './user-menu-items';

/** The user menu: name, the agency number for internal staff, Byt lösenord, Byt ombudsnummer, Logga ut. */
export function UserMenu() {
  const auth = useAtomValue(authViewAtom);
  const context = useAtomValue(accessContextAtom);
  const openAgencyChooser = useOpenAgencyChooser();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = fullName(auth) || auth.username;
  const items = userMenuItems(context);
  const close = () => setOpen(false);

  const openAgencyDialog = () => {
    close();
    void openAgencyChooser();
  };
  const logOut = async () => {
    setLoggingOut(true);
    close();
    await logout();
    setLoggingOut(false); // still here: "Stanna kvar" answered the question about unsaved changes
  };

  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(true)}
        disabled={loggingOut}
        data-testid="user-menu-button"
        sx={{ maxWidth: 260, [NARROW_MEDIA_QUERY]: { minWidth: 0, '& .MuiButton-startIcon': { m: 0 } } }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', [NARROW_MEDIA_QUERY]: visuallyHiddenSx }}>
          {name}
        </Box>
      </Button>
      <Popover open={open} anchorEl={anchor.current} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1.5, minWidth: 220 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="user-full-name">{name}</Typography>
          {isInternal(auth.roles) && auth.agencyNumber && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="user-agency-number">
              Ombudsnummer {auth.agencyNumber}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuList id={menuId} autoFocusItem={open} aria-label="Användarmeny">
          {items.filter((item) => USER_MENU_PATHS[item] !== undefined).map((item) => (
            <MenuItem key={item} component={RouterLink} to={USER_MENU_PATHS[item]!} onClick={close}>
              {USER_MENU_TEXTS[item]}
            </MenuItem>
          ))}
          {items.includes('change-agency') && <MenuItem onClick={openAgencyDialog}>{USER_MENU_TEXTS['change-agency']}</MenuItem>}
          <WebmailMenuItem onOpened={close} />
          <MenuItem onClick={() => void logOut()}>{USER_MENU_TEXTS.logout}</MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}

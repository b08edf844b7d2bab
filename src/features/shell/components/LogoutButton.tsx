import { useState } from 'react';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../../state/session';

/** "Logga ut": revokes the session, clears all client state and returns to the login screen at /. */
export function LogoutButton() {
  const store = useStore();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  async function logOut() {
    setLoggingOut(true);
    await signOut(store);
    void navigate('/', { replace: true });
  }

  return (
    <Button color="inherit" variant="outlined" startIcon={<LogoutIcon />} disabled={loggingOut} onClick={() => void logOut()}>
      Logga ut
    </Button>
  );
}

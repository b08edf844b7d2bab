import Button from '@mui/material/Button';
import { NavLink } from 'react-router-dom';

interface MenuLinkProps {
  to: string;
  title: string;
  /** Active only on exactly this path (sub-items), not below it (sections). */
  end?: boolean;
  onNavigate?: () => void;
}

/** A menu bar link; the current page is marked (aria-current="page" from NavLink, underlined). */
export function MenuLink({ to, title, end = false, onNavigate }: MenuLinkProps) {
  return (
    <Button
      component={NavLink}
      to={to}
      end={end}
      onClick={onNavigate}
      color="inherit"
      sx={{ px: 1.5, borderRadius: 1, whiteSpace: 'nowrap', '&.active': { textDecoration: 'underline', textUnderlineOffset: 6, textDecorationThickness: 2 } }}
    >
      {title}
    </Button>
  );
}

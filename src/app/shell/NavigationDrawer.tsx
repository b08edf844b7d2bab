import { memo, useCallback, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useAtom } from '@/state/atom-hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalizePath } from '@ombudsportalen/portal/access';
import { drawerShownAtom } from '@/state/auth';
import { hasUnsavedWork } from '@/state/unsaved-work';
import { isPlainClick } from '@/ui/plain-click';
import { DrawerEntry } from './DrawerEntry';
import { MaterialButton } from './MaterialButton';
import { useVisibleMenu } from './useVisibleMenu';

export const DRAWER_ID = 'navigeringsmeny';

/**
 * The menu drawer (auth state showDrawer): every category with its items and sub-items; on narrow screens the only
 * navigation. Its list is a memo: opening and closing re-render the drawer's frame, not its ~450 components (a click).
 */
export const NavigationDrawer = memo(function NavigationDrawer() {
  const [open, setOpen] = useAtom(drawerShownAtom);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const navigate = useNavigate();
  const pathAfterExit = useRef<string | null>(null);
  // With unsaved changes the link waits for the drawer's exit: MUI's ModalManager can leave the leave question
  // aria-hidden when it opens while the drawer's modal is still closing (docs/decisions/unsaved-work.md).
  const follow = useCallback((event: MouseEvent, to: string) => {
    if (isPlainClick(event) && hasUnsavedWork()) {
      event.preventDefault();
      pathAfterExit.current = to;
    }
    close();
  }, [close]);
  const navigateAfterExit = () => {
    const to = pathAfterExit.current;
    pathAfterExit.current = null;
    if (to !== null) void navigate(to);
  };
  return (
    <Drawer id={DRAWER_ID} open={open} onClose={close} anchor="left" slotProps={{ transition: { onExited: navigateAfterExit } }}>
      <DrawerMenu onNavigate={follow} onClose={close} />
    </Drawer>
  );
});

const DrawerMenu = memo(function DrawerMenu({ onNavigate, onClose }: { onNavigate: (event: MouseEvent, to: string) => void; onClose: () => void }) {
  const categories = useVisibleMenu();
  const path = normalizePath(useLocation().pathname);
  return (
    <Box sx={{ width: 300, maxWidth: '85vw' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="h2" variant="h6">
          Meny
        </Typography>
        <IconButton onClick={onClose} aria-label="Stäng menyn">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Huvudmeny">
        {categories.map((category) => (
          <List key={category.id} subheader={<ListSubheader sx={{ fontWeight: 700, lineHeight: '40px' }}>{category.title}</ListSubheader>}>
            {category.items.map((item) => (
              <DrawerEntry key={item.id} entry={item} current={path === item.path || path.startsWith(`${item.path}/`)} onNavigate={onNavigate} />
            ))}
          </List>
        ))}
      </Box>
      <Box sx={{ p: 2, color: 'primary.main' }}>
        <MaterialButton />
      </Box>
    </Box>
  );
});

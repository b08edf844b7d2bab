import { memo, useCallback, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useAtom } from '@/state/atom-hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalizePath } from '@ombudsportalen/portal/access';
import { drawerShownAtom } from '@/state/auth';
import { focusRing } from '@/app/theme';
import { hasUnsavedWork } from '@/state/unsaved-work';
import { isPlainClick } from '@/ui/plain-click';
import { DrawerEntry } from './DrawerEntry';
import { MaterialButton } from './MaterialButton';
import { useVisibleMenu } from './useVisibleMenu';

export const DRAWER_ID = 'navigeringsmeny';
const DRAWER_HEADING_ID = 'navigeringsmeny-rubrik';

/**
 * The menu drawer (auth state showDrawer): every category with its items and sub-items; on narrow screens the only
 * navigation. Its list is a memo of plain elements: opening and closing re-render the drawer's frame, not its list.
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
    <Drawer id={DRAWER_ID} open={open} onClose={close} anchor="left" slotProps={{ paper: { 'aria-labelledby': DRAWER_HEADING_ID }, transition: { onExited: navigateAfterExit } }}>
      <DrawerMenu onNavigate={follow} onClose={close} />
    </Drawer>
  );
});

const SUBHEADER = 'meny-rubrik';
const rowHover = { '&:hover': { bgcolor: 'action.hover' }, '@media (hover: none)': { '&:hover': { bgcolor: 'transparent' } } };

/**
 * The list's look, as Material's List, ListSubheader, ListItemButton and IconButton drew it, on plain elements: one style
 * for the whole list. Those components made most of the click that opens the drawer (decisions/pages-on-a-phone.md).
 */
const drawerMenuSx = {
  '& ul': { listStyle: 'none', m: 0, p: 0 },
  '& > ul': { pb: 1 },
  '& li': { position: 'relative' },
  [`& .${SUBHEADER}`]: { typography: 'body2', fontWeight: 700, lineHeight: '40px', px: 2, color: 'text.secondary', bgcolor: 'background.paper', position: 'sticky', top: 0, zIndex: 1 },
  '& a': { typography: 'body1', display: 'block', py: 1.5, pl: 2, pr: 6, color: 'inherit', textDecoration: 'none', ...rowHover, '&.active': { fontWeight: 700, bgcolor: 'action.selected' } },
  '& ul ul a': { typography: 'body2', py: 1, pl: 4 },
  '& button': { position: 'absolute', top: 4, right: 4, width: 40, height: 40, p: 1, border: 0, borderRadius: '50%', bgcolor: 'transparent', color: 'action.active', cursor: 'pointer', ...rowHover },
  '& svg': { display: 'block', width: 24, height: 24, fill: 'currentColor' },
  '& button[aria-expanded="true"] svg': { transform: 'rotate(180deg)' }, // ExpandLess
  '& a:focus-visible, & button:focus-visible': { ...focusRing, outlineOffset: -3 },
} as const;

const DrawerMenu = memo(function DrawerMenu({ onNavigate, onClose }: { onNavigate: (event: MouseEvent, to: string) => void; onClose: () => void }) {
  const categories = useVisibleMenu();
  const path = normalizePath(useLocation().pathname);
  return (
    <Box sx={{ width: 300, maxWidth: '85vw' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={DRAWER_HEADING_ID} component="h2" variant="h6">
          Meny
        </Typography>
        <IconButton onClick={onClose} aria-label="Stäng menyn">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Huvudmeny" sx={drawerMenuSx}>
        {categories.map((category) => (
          <ul key={category.id}>
            <li className={SUBHEADER}>{category.title}</li>
            {category.items.map((item) => (
              <DrawerEntry key={item.id} entry={item} current={path === item.path || path.startsWith(`${item.path}/`)} onNavigate={onNavigate} />
            ))}
          </ul>
        ))}
      </Box>
      <Box sx={{ p: 2, color: 'primary.main' }}>
        <MaterialButton />
      </Box>
    </Box>
  );
});

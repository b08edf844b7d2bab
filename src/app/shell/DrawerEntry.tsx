import { memo, useState, type MouseEvent } from 'react';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router-dom';
import type { VisibleMenuEntry } from '@ombudsportalen/portal/access';

interface DrawerEntryProps {
  entry: VisibleMenuEntry;
  /** The path is inside this section: it starts open. */
  current: boolean;
  /** A click on the entry's link (or a sub-item's), with the path it leads to. */
  onNavigate: (event: MouseEvent, path: string) => void;
}

const linkSx = { '&.active': { fontWeight: 700, bgcolor: 'action.selected' } } as const;

/** One drawer entry: a link, and for a section a toggle that shows its sub-items. */
export const DrawerEntry = memo(function DrawerEntry({ entry, current, onNavigate }: DrawerEntryProps) {
  const [open, setOpen] = useState(current);
  const childListId = `laddmeny-${entry.id}`;
  const hasChildren = entry.children.length > 0;
  const toggle = hasChildren ? (
    <IconButton edge="end" onClick={() => setOpen((shown) => !shown)} aria-expanded={open} aria-controls={childListId} aria-label={`Undermeny ${entry.title}`}>
      {open ? <ExpandLess /> : <ExpandMore />}
    </IconButton>
  ) : undefined;
  return (
    <>
      <ListItem disablePadding secondaryAction={toggle}>
        <ListItemButton component={NavLink} to={entry.path} onClick={(event: MouseEvent) => onNavigate(event, entry.path)} end={hasChildren} sx={linkSx}>
          <ListItemText primary={entry.title} />
        </ListItemButton>
      </ListItem>
      {hasChildren && (
        <Collapse in={open} unmountOnExit>
          <List id={childListId} disablePadding dense>
            {entry.children.map((child) => (
              <ListItem key={child.id} disablePadding>
                <ListItemButton component={NavLink} to={child.path} end onClick={(event: MouseEvent) => onNavigate(event, child.path)} sx={{ pl: 4, ...linkSx }}>
                  <ListItemText primary={child.title} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
});

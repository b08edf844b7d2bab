import { memo, useState, type MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import type { VisibleMenuEntry } from '@ombudsportalen/portal/access';

interface DrawerEntryProps {
  entry: VisibleMenuEntry;
  /** The path is inside this section: it starts open. */
  current: boolean;
  /** A click on the entry's link (or a sub-item's), with the path it leads to. */
  onNavigate: (event: MouseEvent, path: string) => void;
}

// Material's ExpandMore as a plain path (the drawer's list is plain elements); open, the list's style turns it up.
const EXPAND_MORE = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

/** One drawer entry: a link, and for a section a toggle that shows its sub-items. Styled by the drawer's list. */
export const DrawerEntry = memo(function DrawerEntry({ entry, current, onNavigate }: DrawerEntryProps) {
  const [open, setOpen] = useState(current);
  const childListId = `laddmeny-${entry.id}`;
  const hasChildren = entry.children.length > 0;
  return (
    <li>
      <NavLink to={entry.path} end={hasChildren} onClick={(event) => onNavigate(event, entry.path)}>
        {entry.title}
      </NavLink>
      {hasChildren && (
        <button type="button" onClick={() => setOpen((shown) => !shown)} aria-expanded={open} aria-controls={childListId} aria-label={`Undermeny ${entry.title}`}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={EXPAND_MORE} />
          </svg>
        </button>
      )}
      {hasChildren && open && (
        <ul id={childListId}>
          {entry.children.map((child) => (
            <li key={child.id}>
              <NavLink to={child.path} end onClick={(event) => onNavigate(event, child.path)}>
                {child.title}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
});

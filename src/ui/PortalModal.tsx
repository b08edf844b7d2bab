import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { modalReducer } from './modal-state';

export interface PortalModalProps {
  open: boolean;
  /** Escape closes the modal only when this is given (a modal without it must be answered). */
  onClose?: () => void;
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The portal's modal (spec §4): closed → open → closing; MUI's Dialog traps focus and restores it. */
export function PortalModal({ open, onClose, title, actions, children }: PortalModalProps) {
  const [state, dispatch] = useReducer(modalReducer, open ? 'open' : 'closed');
  // Only a change of `open`: a dispatch at mount would re-render the page at once, outside any transition (TBT).
  const shownOpen = useRef(open);
  useEffect(() => {
    if (shownOpen.current === open) return;
    shownOpen.current = open;
    dispatch({ type: open ? 'open' : 'close' });
  }, [open]);
  if (state === 'closed' && !open) return null;
  return (
    <Dialog
      open={open}
      // A backdrop click never closes: a stray click must not throw away what the user typed.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onClose?.();
      }}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => dispatch({ type: 'exited' }) } }}
      data-modal-state={state}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { CLOSE_LABEL, MORE_INFO_LABEL } from '@/features/content/content-texts';

/** The info button: a small popup that closes on its close icon or on an outside click or touch (spec §2). */
export function InfoPopup({ text }: { text: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton size="small" aria-label={MORE_INFO_LABEL} aria-expanded={anchor !== null} aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}>
        <InfoOutlined fontSize="small" />
      </IconButton>
      <Popper open={anchor !== null} anchorEl={anchor} placement="bottom-start" sx={{ zIndex: 1300 }}>
        <ClickAwayListener onClickAway={close} touchEvent="onTouchStart" mouseEvent="onMouseDown">
          <Paper id={id} role="dialog" aria-label={MORE_INFO_LABEL} elevation={4} onKeyDown={(event) => { if (event.key === 'Escape') close(); }}
            sx={{ p: 2, pr: 5, maxWidth: 320, position: 'relative' }}>
            <IconButton size="small" aria-label={CLOSE_LABEL} onClick={close} sx={{ position: 'absolute', top: 4, right: 4 }}>
              <CloseIcon fontSize="small" />
            </IconButton>
            <Typography variant="body2">{text}</Typography>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </>
  );
}

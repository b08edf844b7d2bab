import { useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

/** The feedback panel hides itself after this long unless permanent (spec §4, §9). */
export const FEEDBACK_HIDE_AFTER_MS = 8000;

export type FeedbackVariant = 'info' | 'success' | 'warning' | 'error';

export interface FeedbackPanelProps {
  variant: FeedbackVariant;
  /** A new message (by value for text, by identity for elements) shows the panel again and restarts the timer. */
  message: ReactNode;
  permanent?: boolean;
  noScroll?: boolean;
  /** Called when the panel hides itself. */
  onHide?: () => void;
}

const isEmpty = (message: ReactNode): boolean => message === null || message === undefined || message === false || message === '';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** An info/success/warning/error message that scrolls into view and hides itself after 8 s. */
export function FeedbackPanel({ variant, message, permanent = false, noScroll = false, onHide }: FeedbackPanelProps) {
  const [hidden, setHidden] = useState(false);
  const [shownMessage, setShownMessage] = useState<ReactNode>(message);
  const panel = useRef<HTMLDivElement>(null);
  const onHideRef = useRef(onHide);
  useEffect(() => {
    onHideRef.current = onHide; // the latest callback, without restarting the timer
  });

  // Adjusting state during render (not in an effect) so a new message never flashes as hidden.
  if (message !== shownMessage) {
    setShownMessage(message);
    setHidden(false);
  }
  const visible = !hidden && !isEmpty(message);

  useEffect(() => {
    if (!visible || permanent) return undefined;
    const timer = setTimeout(() => {
      setHidden(true);
      onHideRef.current?.();
    }, FEEDBACK_HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [visible, permanent, message]);

  useEffect(() => {
    if (visible && !noScroll) panel.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'nearest' });
  }, [visible, noScroll, message]);

  if (!visible) return null;
  return (
    <Alert ref={panel} severity={variant} role={variant === 'info' || variant === 'success' ? 'status' : 'alert'} sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}

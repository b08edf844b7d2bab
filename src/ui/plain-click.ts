import type { MouseEvent } from 'react';

/** A plain left click (no modifier): the app may take it over; a modified click is the browser's (new tab, window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

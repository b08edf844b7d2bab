import { startTransition, useEffect, useState } from 'react';

/** Fields a form renders with its first paint; a longer form renders the rest in one go right after it. */
export const FIELDS_PER_PAINT = 60;

/**
 * How many of `total` fields to render: all of a form up to FIELDS_PER_PAINT fields (every portal form); a longer one
 * first paints its first fields, then renders all the rest in one transition a keystroke interrupts (one render of
 * the rest, not one per 60 fields with a frame between: every field is on screen as soon as in a form drawn whole).
 * Once all are shown, fields revealed later (a condition) render at once.
 */
export function useFieldLimit(total: number): number {
  const [limit, setLimit] = useState(() => (total <= FIELDS_PER_PAINT ? Number.POSITIVE_INFINITY : FIELDS_PER_PAINT));
  const pending = limit < total;
  useEffect(() => {
    if (!pending) return undefined;
    // A task after this commit, so the browser paints what is shown before the rest starts.
    const id = setTimeout(() => startTransition(() => setLimit(Number.POSITIVE_INFINITY)));
    return () => clearTimeout(id);
  }, [pending]);
  return limit;
}

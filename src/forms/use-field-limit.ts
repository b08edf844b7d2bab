import { startTransition, useEffect, useState } from 'react';

/** Fields a form renders with its first paint; a longer form renders the rest after it, this many at a time. */
export const FIELDS_PER_PAINT = 60;

/**
 * How many of `total` fields to render: all of a form up to FIELDS_PER_PAINT fields (every portal form); a longer one
 * first paints its first fields and renders the rest in later chunks, as transitions a keystroke interrupts. Once all
 * are shown, fields revealed later (a condition) render at once.
 */
export function useFieldLimit(total: number): number {
  const [limit, setLimit] = useState(() => (total <= FIELDS_PER_PAINT ? Number.POSITIVE_INFINITY : FIELDS_PER_PAINT));
  const pending = limit < total;
  useEffect(() => {
    if (!pending) return undefined;
    // A task after this commit, so the browser paints what is shown before the next chunk starts.
    const id = setTimeout(() => startTransition(() => setLimit((n) => (n + FIELDS_PER_PAINT >= total ? Number.POSITIVE_INFINITY : n + FIELDS_PER_PAINT))));
    return () => clearTimeout(id);
  }, [pending, limit, total]);
  return limit;
}

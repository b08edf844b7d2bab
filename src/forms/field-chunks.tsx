import { type ReactElement, createContext, startTransition, useEffect, useRef, useState } from 'react';
import Stack from '@mui/material/Stack';

/** A long form's fields per chunk, in definition order: the browser skips whole chunks scrolled out of view. */
export const ROWS_PER_CHUNK = 10;

/**
 * True inside a chunk: the rows leave content-visibility to it. One `content-visibility: auto` box per 10 fields
 * instead of per row keeps a keystroke's layout, hit test (the hover check after each change) and the browser's
 * visibility observer over ~50 boxes at 500 fields instead of ~500.
 */
export const InFieldChunk = createContext(false);

/**
 * False while a long form's chunk is further than a screen from view: its date fields are plain typed inputs until
 * then (a date picker costs ~20 text fields to mount; issue 39 §5). True outside chunks and where no observer exists.
 */
export const ChunkNearView = createContext(true);

// A chunk counts as near within one screen above or below the view.
const NEAR = '100% 0px';

/** Whether the element has come within a screen of the view (it stays near once it has). */
function useNearView(ref: { current: Element | null }): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      startTransition(() => setNear(true)); // a keystroke goes first
    }, { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** One chunk's Stack, telling its rows whether it is near the view. */
function Chunk({ rows }: { rows: ReactElement[] }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <ChunkNearView.Provider value={useNearView(ref)}>
      <Stack ref={ref} spacing={2} style={CHUNK_STYLE}>
        {rows}
      </Stack>
    </ChunkNearView.Provider>
  );
}

// A chunk's height before it was first laid out: 10 rows of ~72 px and the 16 px between them (then its last size).
const CHUNK_STYLE = { contentVisibility: 'auto', containIntrinsicSize: `auto ${ROWS_PER_CHUNK * 88 - 16}px` } as const;

/** The rows in chunks of ROWS_PER_CHUNK definition fields (by the position of each row's first field), spaced as one Stack's rows. */
export function FieldChunks({ rows, position }: { rows: readonly { first: string; row: ReactElement }[]; position: ReadonlyMap<string, number> }) {
  const chunks = new Map<number, ReactElement[]>();
  for (const { first, row } of rows) {
    const chunk = Math.floor((position.get(first) ?? 0) / ROWS_PER_CHUNK);
    const list = chunks.get(chunk);
    if (list) list.push(row);
    else chunks.set(chunk, [row]);
  }
  return (
    <InFieldChunk.Provider value>
      {[...chunks].map(([chunk, list]) => (
        <Chunk key={chunk} rows={list} />
      ))}
    </InFieldChunk.Provider>
  );
}

// Which of a content page's segments an outlet sees (spec part 1 §2 "Content pages"): the SPA renders it, the content
// service delivers only it (issue 23, item 9).
import type { Segment } from './segment';

const NAME_PART: Partial<Record<Segment, string>> = { TRACK: 'bana', DIGITAL: 'digital' };

/** The index of the outlet's segment among the names: the one containing "bana" (TRACK) or "digital" (DIGITAL), else the first; -1 for none. */
export function contentSegmentIndex(names: readonly string[], segment: Segment): number {
  const part = NAME_PART[segment];
  const named = part === undefined ? -1 : names.findIndex((name) => name.toLowerCase().includes(part));
  return named >= 0 ? named : names.length > 0 ? 0 : -1;
}

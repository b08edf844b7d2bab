import type { Segment } from '../../../../engine/access';
import type { ContentEntry } from '../../../../engine/api';
import { textField } from '../shared/fields';

const NAME_PART: Partial<Record<Segment, string>> = { TRACK: 'bana', DIGITAL: 'digital' };

/**
 * The content segment for the outlet (spec §2 "Content pages"): the one whose name contains "bana" (TRACK) or
 * "digital" (DIGITAL), otherwise the first; undefined when the page has none (→ not found).
 */
export function chooseSegment(segments: readonly ContentEntry[], segment: Segment): ContentEntry | undefined {
  const part = NAME_PART[segment];
  const named = part === undefined ? undefined : segments.find((candidate) => textField(candidate, 'name').toLowerCase().includes(part));
  return named ?? segments[0];
}

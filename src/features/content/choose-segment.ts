import { contentSegmentIndex, type Segment } from '@ombudsportalen/portal/access';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { textField } from './fields';

/**
 * The content segment for the outlet (spec §2 "Content pages", portal/access `contentSegmentIndex`): the one whose name
 * contains "bana" (TRACK) or "digital" (DIGITAL), otherwise the first; undefined when the page has none (→ not found).
 */
export function chooseSegment(segments: readonly ContentEntry[], segment: Segment): ContentEntry | undefined {
  return segments[contentSegmentIndex(segments.map((candidate) => textField(candidate, 'name')), segment)];
}

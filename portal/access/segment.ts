// The outlet segment derived from agency info (spec part 1 §1, part 2 §3).

/** The three outlet segments. */
export const SEGMENTS = ['AGENCY', 'DIGITAL', 'TRACK'] as const;

/** An outlet segment: an ordinary agency, a digital shop or a track (BANA) outlet. */
export type Segment = (typeof SEGMENTS)[number];

/** The fields of agency info the segment is derived from. */
export interface SegmentSource {
  agencyType?: string | null;
  revenueSegment?: string | null;
}

/** agencyType "D" gives DIGITAL; otherwise revenueSegment "BANA" gives TRACK; otherwise AGENCY (also without agency info). */
export function deriveSegment(agencyInfo: SegmentSource | null | undefined): Segment {
  if (agencyInfo?.agencyType === 'D') return 'DIGITAL';
  if (agencyInfo?.revenueSegment === 'BANA') return 'TRACK';
  return 'AGENCY';
}

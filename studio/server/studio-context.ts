import { type Segment } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { ALL_ROLES, SEGMENTS, decide, deriveSegment, isChainUser, isInternal, isPartner } from '@ombudsportalen/portal/access';
import type { StudioChoice } from '@ombudsportalen/portal/api';

/**
 * The engine context a user of that role would have: staff act for their own agency, internal staff for a picked
 * one (selectedAgencyNumber), RETAIL and partners for none of their own (RETAIL types the agency in the form).
 */
export function studioContext({ role, segment, agency, today }: StudioChoice): PortalContext {
  const seg = (SEGMENTS as readonly string[]).includes(segment) ? segment as Segment : deriveSegment(undefined);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(today) ? today : new Date().toISOString().slice(0, 10);
  if (isInternal([role])) return { roles: [role], segment: seg, agencyNumber: '', selectedAgencyNumber: agency, today: day };
  if (isChainUser([role]) || isPartner([role])) return { roles: [role], segment: seg, agencyNumber: '', today: day };
  return { roles: [role], segment: seg, agencyNumber: agency, today: day };
}

/** The choice the studio opens with: the `studioStartRole` decision's role, a segment-less caller's segment, the demo agency and day. */
export function startChoice(agency: string, today: string): StudioChoice {
  return { role: ALL_ROLES.find((role) => decide('studioStartRole', { roles: [role] })) ?? ALL_ROLES[0], segment: deriveSegment(undefined), agency, today };
}

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgencyInfo, StaffUser } from '@ombudsportalen/portal/api';
import { apiUrl } from '@ombudsportalen/portal/api';
import { clearCookies, returningUserCookies } from '../../support/cookies';
import { json, on } from '../../support/fake-fetch';
import { renderApp } from '../../support/render-app';
import { sessionBackend, type TestUser } from '../../support/session-backend';

// The staff page's segment rules (spec part 2 §2 "Staff list", §6), the `digitalSellerLabel` and `staffEducation`
// decisions as the page meets them: each staff role that may add × each outlet segment, written out from the spec.
const NOW = new Date(2026, 10, 2, 12);
const USERS: Record<string, TestUser> = {
  OMBMGR: { username: '1001_MGR', roles: ['OMBMGR'], firstname: 'Karin', lastname: 'Lindqvist' },
  SALJPLUS: { username: '1001_PLUS', roles: ['SALJPLUS'], firstname: 'Olof', lastname: 'Berg' },
};
const STAFF: StaffUser[] = [{
  username: '1001_MGR', firstname: 'Karin', lastname: 'Lindqvist', roles: ['OMBMGR'], agencyNumber: '1001', locked: false,
  forcePasswordChange: false, augmented: false, version: 1, gdprAcceptDate: '2026-01-10',
}];
const OUTLETS: Record<string, Partial<AgencyInfo>> = {
  'AGENCY (ordinary shop)': {},
  'DIGITAL (agencyType D)': { agencyType: 'D' },
  'TRACK (revenueSegment BANA)': { revenueSegment: 'BANA' },
};

// [the user's role, outlet, the add-seller button's label, whether the education overview is fetched and shown]
const TABLE: [string, string, string, boolean][] = [
  ['OMBMGR', 'AGENCY (ordinary shop)', 'Lägg till säljare', true],
  ['OMBMGR', 'DIGITAL (agencyType D)', 'Lägg till spellägggare', false],
  ['OMBMGR', 'TRACK (revenueSegment BANA)', 'Lägg till säljare', false],
  ['SALJPLUS', 'AGENCY (ordinary shop)', 'Lägg till säljare', true],
  ['SALJPLUS', 'DIGITAL (agencyType D)', 'Lägg till spellägggare', false],
  ['SALJPLUS', 'TRACK (revenueSegment BANA)', 'Lägg till säljare', false],
];

describe('the staff page by outlet segment (part 2 §2, §6)', () => {
  afterEach(clearCookies);

  it.each(TABLE)('%s in %s: "%s", education %s', async (role, outlet, label, education) => {
    const user = USERS[role]!;
    returningUserCookies(user.username);
    const backend = sessionBackend(user, { '1001': OUTLETS[outlet]! },
      on(apiUrl('getStaff', { agency: '1001' }), () => json(200, STAFF), 'GET'),
      on(apiUrl('getStaffEducation', { agency: '1001' }), () => json(200, { agencyNumber: '1001', users: [
        { username: '1001_MGR', education: { status: 'NOT_STARTED', noEducationsStarted: true, courses: [] } },
      ] }), 'GET'));
    renderApp('/personal', backend, NOW);
    const card = await screen.findByTestId('staff-1001_MGR');
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
    const overview = apiUrl('getStaffEducation', { agency: '1001' });
    if (education) expect(await within(card).findAllByText('Utbildning saknas')).not.toHaveLength(0);
    else expect(within(card).queryByText(/^Utbildning/)).toBeNull();
    expect(backend.requests.some((request) => request.url.endsWith(overview))).toBe(education);
  });
});

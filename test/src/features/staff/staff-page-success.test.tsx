import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@ombudsportalen/portal/api';
import { apiUrl } from '@ombudsportalen/portal/api';
import { FEEDBACK_HIDE_AFTER_MS } from '@/ui/FeedbackPanel';
import { clearCookies, returningUserCookies } from '../../support/cookies';
import { json, on } from '../../support/fake-fetch';
import { fakeTimeouts } from '../../support/fake-timeouts';
import { renderApp } from '../../support/render-app';
import { sessionBackend } from '../../support/session-backend';

const NOW = new Date(2026, 10, 2, 12);
const MANAGER = { username: '1001_MGR', roles: ['OMBMGR'], firstname: 'Karin', lastname: 'Lindqvist' };
const STAFF: StaffUser[] = [
  { username: '1001_MGR', firstname: 'Karin', lastname: 'Lindqvist', roles: ['OMBMGR'], agencyNumber: '1001', locked: false,
    forcePasswordChange: false, augmented: false, version: 1, gdprAcceptDate: '2026-01-10' },
  { username: '1001_SALJ', firstname: 'Elin', lastname: 'Nord', roles: ['SALJARE'], agencyNumber: '1001', locked: false,
    forcePasswordChange: false, augmented: false, version: 3, gdprAcceptDate: '2026-01-10' },
];

describe('the staff page after a save', () => {
  afterEach(() => {
    clearCookies();
    vi.useRealTimers();
  });

  // Hidden after 8 s, the message gave its height back above the cards and they jumped up under the pointer.
  it('keeps "Dina ändringar har sparats." above the cards past the feedback panel\'s 8 s: the cards do not move', async () => {
    fakeTimeouts();
    returningUserCookies(MANAGER.username);
    const backend = sessionBackend(MANAGER, { '1001': {} },
      on(apiUrl('getStaff', { agency: '1001' }), () => json(200, STAFF), 'GET'),
      on(apiUrl('getStaffEducation', { agency: '1001' }), () => json(200, { agencyNumber: '1001', users: [] }), 'GET'),
      on(apiUrl('saveAgencyUser'), () => json(200, { ...STAFF[1], alias: 'Elin', version: 4 }), 'PUT'));
    renderApp('/personal', backend, NOW);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const card = await screen.findByTestId('staff-1001_SALJ');
    await user.click(within(card).getAllByRole('button')[0]!);
    await user.click(await within(card).findByRole('button', { name: 'Ändra' }));
    await user.type(within(card).getByLabelText('Namn på kundkvitto'), 'Elin');
    await user.click(within(card).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Dina ändringar har sparats.')).toBeTruthy();
    await act(async () => { await vi.advanceTimersByTimeAsync(FEEDBACK_HIDE_AFTER_MS + 1000); });
    expect(screen.getByText('Dina ändringar har sparats.')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrl, type Subscription } from '@ombudsportalen/portal/api';
import { clearCookies, returningUserCookies } from '../../support/cookies';
import { json, on } from '../../support/fake-fetch';
import { renderApp } from '../../support/render-app';
import { MANAGER, sessionBackend } from '../../support/session-backend';

const WEEKLY: Subscription = {
  id: 'sub1', reportCode: 'EKORDF01', reportName: 'Daglig försäljning', format: 'pdf', agencyNumber: '1001', period: 'previousWeek', frequency: 'weekly',
  weekday: 2, hour: 7, email: 'chef@ombud1001.se', paused: false, nextRunAt: '2026-11-10T06:00:00.000Z',
  failureReason: 'Rapporten skickades inte eftersom du inte längre har behörighet till den.',
};

/** The caller's subscriptions as a little server keeps them: PATCH pauses, DELETE removes. */
function subscriptionRoutes() {
  let list = [WEEKLY];
  const one = apiUrl('updateSubscription', { subscriptionId: 'sub1' });
  return [
    on(apiUrl('listSubscriptions'), () => json(200, { subscriptions: list })),
    on(one, (request) => {
      list = list.map((s) => ({ ...s, paused: (JSON.parse(request.body) as { paused: boolean }).paused }));
      return json(200, list[0]);
    }, 'PATCH'),
    on(one, () => {
      list = [];
      return new Response(null, { status: 204 });
    }, 'DELETE'),
  ];
}

describe('Mina prenumerationer (/prenumerationer)', () => {
  afterEach(clearCookies);

  it('lists a subscription with its period, schedule and the reason it sent nothing; pauses, resumes and deletes it', async () => {
    returningUserCookies(MANAGER.username);
    const backend = sessionBackend(MANAGER, { 1001: {} }, ...subscriptionRoutes());
    const { user } = renderApp('/prenumerationer', backend);
    expect(await screen.findByRole('heading', { level: 2, name: 'Daglig försäljning (PDF)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mina prenumerationer' })).toBeTruthy();
    const card = screen.getByRole('listitem');
    expect(card.textContent).toContain('Period: Förra veckan, Varje vecka, tisdag kl. 07');
    expect(card.textContent).toContain('Skickas till: chef@ombud1001.se');
    expect(card.textContent).toContain('Nästa utskick: 2026-11-10 07:00');
    expect(within(card).getByText('Rapporten skickades inte eftersom du inte längre har behörighet till den.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pausa Daglig försäljning' }));
    expect(await screen.findByRole('button', { name: 'Återuppta Daglig försäljning' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toContain('Nästa utskick: Pausad');
    expect(backend.requests.filter((r) => r.method === 'PATCH').map((r) => JSON.parse(r.body) as unknown)).toEqual([{ paused: true }]);

    await user.click(screen.getByRole('button', { name: 'Ta bort Daglig försäljning' }));
    expect(await screen.findByText('Du har inga prenumerationer.')).toBeTruthy();
  });

  it('is in the user menu of a manager, who is not offered the outbox', async () => {
    returningUserCookies(MANAGER.username);
    const { user } = renderApp('/prenumerationer', sessionBackend(MANAGER, { 1001: {} }, ...subscriptionRoutes()));
    await user.click(await screen.findByTestId('user-menu-button'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toContain('Mina prenumerationer');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).not.toContain('Utkorg');
  });
});

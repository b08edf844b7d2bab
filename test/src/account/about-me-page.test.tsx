import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserAtom } from '@/state/current-user';
import { discardKeptWork, UNSAVED_WORK_KEY } from '@/state/unsaved-work';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { json, on } from '../support/fake-fetch';
import { renderApp } from '../support/render-app';
import { sessionBackend, type TestUser } from '../support/session-backend';
import { bodyOf, ownUserRoutes } from './support/account-backend';


const ECONOMY: TestUser = { username: '1001_EKO', roles: ['EKONOMI'], firstname: 'Per', lastname: 'Holmgren', me: { mobile: '+46701234504', alias: undefined } };
const COURSES = [
  { courseName: 'Spelansvar', progress: '100.00', validUntil: '2027-03-31' },
  { courseName: 'Ålderskontroll', progress: '40.00', validUntil: null },
  { courseName: 'Penningtvätt', progress: '0.0', validUntil: null },
];

function openAboutMe(...extra: Parameters<typeof sessionBackend>[2][]) {
  return openAt('/minsida', ...extra);
}

function openAt(path: string, ...extra: Parameters<typeof sessionBackend>[2][]) {
  returningUserCookies(ECONOMY.username);
  const details = on('/api/api-retail/v2/education/control/user/details', () => json(200, COURSES), 'POST');
  const backend = sessionBackend(ECONOMY, { '1001': {} }, ...extra, details, ...ownUserRoutes(ECONOMY, ECONOMY.me));
  return { ...renderApp(path, backend, new Date(2026, 10, 1, 12)), backend };
}

describe('Mina uppgifter (/minsida)', () => {
  afterEach(clearCookies);
  afterEach(discardKeptWork); // no test's kept work reaches the next

  it('reads username, name, "Ekonomi", the mobile and "Ej definierat" for an empty alias; lists the courses', async () => {
    openAboutMe();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mina uppgifter' })).toBeTruthy();
    expect((await screen.findByTestId('about-me-username')).textContent).toBe('Användarnamn1001_EKO');
    expect(screen.getByTestId('about-me-name').textContent).toBe('NamnPer Holmgren');
    expect(screen.getByTestId('about-me-permission').textContent).toBe('BehörighetEkonomi');
    expect(screen.getByTestId('about-me-alias').textContent).toBe('Namn på kundkvittoEj definierat');
    const courses = await screen.findByRole('list', { name: 'Obligatoriska utbildningar' });
    expect(within(courses).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Spelansvar2027-03-31',
      'Ålderskontroll40 %',
      'PenningtvättEj påbörjad',
    ]);
  });

  it('edits the alias and saves mobile and alias with If-Match; the read view and the session user follow', async () => {
    const { user, backend, store } = openAboutMe();
    await user.click(await screen.findByRole('button', { name: 'Ändra' }));
    const alias = await screen.findByLabelText<HTMLInputElement>(/Namn på kundkvitto/);
    expect(screen.getByLabelText(/Användarnamn/).tagName).toBe('DIV'); // read-only: text, not an input
    await user.type(alias, 'Per H');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Dina uppgifter har sparats.')).toBeTruthy();
    const put = backend.requests.find((r) => r.method === 'PUT')!;
    expect(put.headers.get('if-match')).toBe('"7"');
    expect(bodyOf(put)).toEqual({ agencyNumber: '1001', username: '1001_EKO', mobile: '+46701234504', alias: 'Per H' });
    expect(screen.getByTestId('about-me-alias').textContent).toBe('Namn på kundkvittoPer H');
    expect(store.get(currentUserAtom).user?.alias).toBe('Per H');
  });

  it('back after a login with kept edits: /minsida again, the editor open with them, nothing sent until Spara', async () => {
    sessionStorage.setItem(UNSAVED_WORK_KEY, JSON.stringify({
      username: '1001_EKO', agencyNumber: '1001', internal: false, route: '/minsida', forms: { aboutme: { alias: 'Per H' } }, returned: false,
    }));
    const { user, backend, router } = openAt('/');
    const alias = await screen.findByLabelText<HTMLInputElement>(/Namn på kundkvitto/);
    expect(router.state.location.pathname).toBe('/minsida');
    expect(alias.value).toBe('Per H');
    expect(screen.getByText('Dina ändringar finns kvar men är inte sparade. Tryck på ”Spara” för att spara dem.').closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(sessionStorage.getItem(UNSAVED_WORK_KEY)).toBeNull());
    expect(backend.requests.filter((r) => r.method === 'PUT')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Dina uppgifter har sparats.');
    expect(bodyOf(backend.requests.find((r) => r.method === 'PUT')!)).toMatchObject({ alias: 'Per H' });
  });

  it('another user\'s kept edits are dropped at the login, never shown', async () => {
    sessionStorage.setItem(UNSAVED_WORK_KEY, JSON.stringify({
      username: '1001_MGR', agencyNumber: '1001', internal: false, route: '/minsida', forms: { aboutme: { alias: 'Chefen' } }, returned: false,
    }));
    const { router } = openAt('/');
    await waitFor(() => expect(sessionStorage.getItem(UNSAVED_WORK_KEY)).toBeNull());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByDisplayValue('Chefen')).toBeNull();
  });

  it('sends an emptied alias as "" (it clears it); Återställ brings back the loaded values', async () => {
    const withAlias = ownUserRoutes(ECONOMY, { ...ECONOMY.me, alias: 'Per' });
    const { user, backend } = openAboutMe(...withAlias);
    await user.click(await screen.findByRole('button', { name: 'Ändra' }));
    const alias = await screen.findByLabelText<HTMLInputElement>(/Namn på kundkvitto/);
    await user.clear(alias);
    await user.click(screen.getByRole('button', { name: 'Återställ' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Namn på kundkvitto/).value).toBe('Per'));
    await user.clear(screen.getByLabelText(/Namn på kundkvitto/));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await screen.findByText('Dina uppgifter har sparats.');
    expect(bodyOf(backend.requests.find((r) => r.method === 'PUT')!)).toMatchObject({ alias: '' });
  });

  it('on 412 keeps the typed alias under the conflict panel; "Ladda om" shows the latest', async () => {
    const conflict = on('/api/api-retail/v2/users', () => json(412, { code: 'error.precondition-failed', message: 'Någon annan har ändrat uppgifterna.' }), 'PUT');
    const { user } = openAboutMe(conflict);
    await user.click(await screen.findByRole('button', { name: 'Ändra' }));
    await user.type(await screen.findByLabelText(/Namn på kundkvitto/), 'Per H');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('Någon annan har ändrat uppgifterna.');
    expect(screen.getByLabelText<HTMLInputElement>(/Namn på kundkvitto/).value).toBe('Per H');
    await user.click(within(panel).getByRole('button', { name: 'Ladda om' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/Namn på kundkvitto/).value).toBe(''));
    expect(screen.queryByText('Någon annan har ändrat uppgifterna.', { exact: false })).toBeNull();
  });
});

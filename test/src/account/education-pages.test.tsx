import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { json, on } from '../support/fake-fetch';
import { renderApp } from '../support/render-app';
import { MANAGER, SELLER, sessionBackend, type TestUser } from '../support/session-backend';
import { bodyOf } from './support/account-backend';
import { ALERT_WAIT_MS } from '@/state/shell-alert';
import { advanceUntil, stillTimeouts } from '../support/fake-timeouts';


const STATUS = '/api/api-retail/v2/education/control/user/';
const NOW = new Date(2026, 10, 1, 12); // 2026-11-01, the seed's day
const statusOf = (...validUntil: Array<string | null>) => ({
  status: validUntil.every(Boolean) ? 'COMPLETED' : 'NOT_COMPLETED',
  upcomingExpiryDate: validUntil.filter(Boolean).sort()[0] ?? null,
  noEducationsStarted: validUntil.every((v) => v === null),
  courses: validUntil.map((v, i) => ({ courseName: `Kurs ${i + 1}`, progress: v ? '100.00' : '0.0', validUntil: v })),
});

function openStart(user: TestUser, status: Response | (() => Response | Promise<Response>), agency: Record<string, unknown> = {}) {
  returningUserCookies(user.username);
  const backend = sessionBackend(user, { '1001': { retailChainId: 3, ...agency } }, on(STATUS, typeof status === 'function' ? status : () => status, 'POST'));
  return { ...renderApp('/', backend, NOW), backend };
}

describe('education banners on the start page', () => {
  afterEach(clearCookies);

  it('asks with personId, username, agency number and chain id; 20 days shows "går ut om 20 dagar"', async () => {
    const manager = { ...MANAGER, me: { personId: 'P100001' } };
    const { backend } = openStart(manager, json(200, statusOf('2026-11-21', '2027-06-30')));
    expect(await screen.findByText('Du har en utbildning som går ut om 20 dagar.')).toBeTruthy();
    const request = backend.requests.find((r) => r.url === STATUS)!;
    expect(bodyOf(request)).toEqual({ personId: 'P100001', username: '1001_MGR', agencyNumber: '1001', chainId: 3 });
  });

  it('nothing completed: the red banner', async () => {
    openStart(SELLER, json(200, statusOf(null, null, null)));
    expect(await screen.findByText('Du har inte slutfört alla obligatoriska utbildningar.')).toBeTruthy();
  });

  it('1 day left with education started: "Din utbildning går ut inom 24 timmar."', async () => {
    openStart(SELLER, json(200, statusOf('2026-11-02', '2027-05-31')));
    expect(await screen.findByText('Din utbildning går ut inom 24 timmar.')).toBeTruthy();
  });

  it('a failed status call says "Ett fel uppstod när utbildningsresultat skulle laddas."', async () => {
    openStart(SELLER, json(500, { code: 'error.internal' }));
    expect(await screen.findByText('Ett fel uppstod när utbildningsresultat skulle laddas.')).toBeTruthy();
  });

  it('does not ask for EKONOMI or for a DIGITAL shop', async () => {
    const economy: TestUser = { username: '1001_EKO', roles: ['EKONOMI'], firstname: 'Per', lastname: 'Holmgren' };
    const first = openStart(economy, json(200, statusOf(null)));
    await screen.findByRole('heading', { name: 'Välkommen, Per' });
    expect(first.backend.requests.some((r) => r.url === STATUS)).toBe(false);
    clearCookies();
    cleanup();
    const digital = openStart(MANAGER, json(200, statusOf(null)), { agencyType: 'D' });
    await screen.findByRole('heading', { name: 'Välkommen, Karin' });
    expect(digital.backend.requests.some((r) => r.url === STATUS)).toBe(false);
  });
});

// The banners sit above the greeting and the news: a page shown before them was pushed down when they came (CLS).
describe('the start page waits for its education banners', () => {
  afterEach(clearCookies);

  /** The start page as 1001_SALJ with the status held until the test answers it. */
  async function openWithHeldStatus() {
    stillTimeouts();
    let answer: ((response: Response) => void) | undefined;
    openStart(SELLER, () => new Promise<Response>((resolve) => { answer = resolve; }));
    await advanceUntil(() => answer !== undefined);
    return (response: Response) => answer!(response);
  }
  // Role queries leave out what `visibility: hidden` hides.
  const pageShown = () => screen.queryByRole('heading', { name: 'Välkommen, Elin' }) !== null;

  it('shows the greeting first with the banner above it', async () => {
    const answer = await openWithHeldStatus();
    answer(json(200, statusOf(null, null)));
    await advanceUntil(pageShown, 3 * ALERT_WAIT_MS);
    expect(screen.getByTestId('education-banners').textContent).toBe('Du har inte slutfört alla obligatoriska utbildningar.');
  });

  it('shows the page without a banner when the status has not answered within ALERT_WAIT_MS', async () => {
    await openWithHeldStatus();
    await advanceUntil(pageShown, 3 * ALERT_WAIT_MS);
    expect(screen.queryByTestId('education-banners')).toBeNull();
  });
});

describe('Utbildning (/utbildning)', () => {
  afterEach(clearCookies);
  const withPerson: TestUser = { ...SELLER, me: { socialSecurityNumber: '199901023620', personId: 'P100003' } };

  it('"Till utbildningarna" fetches a token and posts it to the learning service in a new tab', async () => {
    returningUserCookies(SELLER.username);
    const token = on('/api/api-retail/v2/learning/token', () => json(200, { token: 'ett.token.här' }), 'POST');
    const backend = sessionBackend(withPerson, { '1001': {} }, token, on(STATUS, () => json(200, statusOf('2027-03-31')), 'POST'));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      expect(new FormData(this).get('token')).toBe('ett.token.här');
    });
    const { user } = renderApp('/utbildning', backend, NOW);
    await user.click(await screen.findByRole('button', { name: 'Till utbildningarna' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
    const form = screen.getByTestId('learning-sso-form') as HTMLFormElement;
    expect([form.method, form.getAttribute('action'), form.target]).toEqual(['post', '/learning/sso', '_blank']);
    expect(bodyOf(backend.requests.find((r) => r.url.endsWith('/learning/token'))!)).toEqual({
      socialSecurityNumber: '199901023620',
      personId: 'P100003',
      agencyNumber: '1001',
    });
    expect(screen.getByRole('link', { name: 'Spelansvar – grundkurs' }).getAttribute('target')).toBe('_blank');
    expect(await screen.findByText('2027-03-31')).toBeTruthy();
  });

  it('without a personal number: no links', async () => {
    returningUserCookies(SELLER.username);
    renderApp('/utbildning', sessionBackend(SELLER, { '1001': {} }), NOW);
    await screen.findByRole('heading', { level: 1, name: 'Utbildning' });
    expect(screen.queryByRole('link', { name: 'Spelansvar – grundkurs' })).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@ombudsportalen/portal/api';
import { ALERT_WAIT_MS } from '@/state/shell-alert';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { json, type RecordedRequest } from '../support/fake-fetch';
import { advanceUntil, stillTimeouts } from '../support/fake-timeouts';
import { renderApp } from '../support/render-app';
import { sessionBackend } from '../support/session-backend';

const NOW = new Date(2026, 10, 2, 12);
const MANAGER = { username: '1001_MGR', roles: ['OMBMGR'], firstname: 'Karin', lastname: 'Lindqvist' };
const ALERT = { items: [{ fields: { show: true, type: 'info', text: 'Jackpott på V75 i helgen.' } }] };

/** The shell's alert query (contentType "alert"), held until the test answers it; every other content query answers empty. */
function heldAlert() {
  let answer: ((response: Response) => void) | undefined;
  const route = (request: RecordedRequest) => {
    if (request.url !== apiUrl('contentData')) return undefined;
    if ((JSON.parse(request.body) as { contentType?: string }).contentType !== 'alert') return json(200, { items: [], total: 0 });
    return new Promise<Response>((resolve) => { answer = resolve; });
  };
  return { route, answer: (response: Response) => answer?.(response), asked: () => answer !== undefined };
}

/**
 * Opens /minsida as 1001_MGR with the alert held, up to the moment the app asks for it. Only the timeouts are faked,
 * moved by advanceUntil alone: the bound passes only when a test moves the clock that far.
 */
async function openWithHeldAlert(): Promise<ReturnType<typeof heldAlert>> {
  stillTimeouts();
  returningUserCookies(MANAGER.username);
  const alert = heldAlert();
  renderApp('/minsida', sessionBackend(MANAGER, { '1001': {} }, alert.route), NOW);
  await advanceUntil(alert.asked);
  return alert;
}

const pageShown = () => screen.queryByRole('heading', { level: 1 }) !== null;

// A late alert above a shown page pushed the page down from under a pointer (the login page's lost click, issue 23).
describe('the shell shows the page once its alert has answered', () => {
  afterEach(() => {
    clearCookies();
    vi.useRealTimers();
  });

  it('holds the page until the alert answers, then shows the alert above it', async () => {
    const alert = await openWithHeldAlert();
    expect(pageShown()).toBe(false);
    alert.answer(json(200, ALERT));
    await advanceUntil(pageShown, ALERT_WAIT_MS / 2);
    const heading = screen.getByRole('heading', { level: 1 });
    const shown = screen.getByText('Jackpott på V75 i helgen.');
    expect(shown.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the page without the alert once ALERT_WAIT_MS has passed', async () => {
    await openWithHeldAlert();
    await act(async () => { await vi.advanceTimersByTimeAsync(ALERT_WAIT_MS - 1); });
    expect(pageShown()).toBe(false);
    await act(async () => { await vi.advanceTimersByTimeAsync(1); });
    await advanceUntil(pageShown);
    expect(screen.queryByText('Jackpott på V75 i helgen.')).toBeNull();
  });
});

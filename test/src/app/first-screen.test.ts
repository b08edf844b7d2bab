import { createMemoryRouter } from 'react-router-dom';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstScreen } from '../../../src/app/first-screen';
import { LoginPage, SessionContent, StaffPage, StartPage } from '../../../src/app/lazy-pages';
import { routes } from '../../../src/app/routes';
import { endSession, signIn } from '../../../src/state/session';
import { wasLoggedIn } from '../../../src/state/session-hint';
import { ANNA_TOKEN } from '../support/fake-access-token';

// Issue 38 §3: the logged-in pages loaded in a chain (token, then the session's code, then the page's); the start now
// fetches the first screen's code beside the token refresh.
const matchesOf = (path: string) => createMemoryRouter(routes, { initialEntries: [path] }).state.matches.map(({ pathname, route }) => ({ pathname, handle: route.handle }));
const spies = () => [LoginPage, SessionContent, StaffPage, StartPage].map((page) => vi.spyOn(page, 'preload').mockResolvedValue(undefined));

describe('the first screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('after a visit that ended logged in, fetches the session and the page of the path at once', () => {
    const [login, session, staff, start] = spies();
    preloadFirstScreen(matchesOf('/personal'), true);
    expect(session).toHaveBeenCalledOnce();
    expect(staff).toHaveBeenCalledOnce();
    expect(start).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
  });

  it('at / after a visit that ended logged in, fetches the start page; logged out, the login page only', () => {
    const [login, session, , start] = spies();
    preloadFirstScreen(matchesOf('/'), true);
    expect(start).toHaveBeenCalledOnce();
    expect(login).not.toHaveBeenCalled();
    vi.clearAllMocks();
    preloadFirstScreen(matchesOf('/'), false);
    expect(login).toHaveBeenCalledOnce();
    expect(session).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('remembers a login until the session ends (the hint the start reads)', () => {
    const store = createStore();
    expect(wasLoggedIn()).toBe(false);
    signIn(store, ANNA_TOKEN);
    expect(wasLoggedIn()).toBe(true);
    endSession(store);
    expect(wasLoggedIn()).toBe(false);
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { apiUrl } from '@ombudsportalen/portal/api';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'Ombud2024AB';

export interface ReturningUserOptions {
  /** The cookie question was answered earlier (default): the consent dialog does not cover the page. */
  consentAnswered?: boolean;
  /** The mobile number was confirmed within 365 days (default): the mobile gate is skipped. */
  mobileConfirmed?: boolean;
}

/** Sets the cookies a returning user's browser holds; only cookies, nothing in the database changes. */
export async function prepareReturningUser(page: Page, username: string, { consentAnswered = true, mobileConfirmed = true }: ReturningUserOptions = {}): Promise<void> {
  const user = username.trim().toUpperCase();
  await page.evaluate(
    ({ user, consentAnswered, mobileConfirmed }) => {
      if (consentAnswered) document.cookie = `analyticsConsent_${encodeURIComponent(user)}=denied; path=/; max-age=3600`;
      if (mobileConfirmed) document.cookie = `phoneConfirmed_${user}=1; path=/; max-age=3600`;
    },
    { user, consentAnswered, mobileConfirmed },
  );
}

/** Fills and sends the login form as a person would; does not wait for what comes next (a gate or the shell). */
export async function submitLogin(page: Page, username: string, options: ReturningUserOptions & { password?: string } = {}): Promise<void> {
  await page.goto('/');
  await prepareReturningUser(page, username, options);
  await page.getByLabel('Användarnamn').fill(username);
  await page.getByLabel('Lösenord', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** Logs in through the login screen and waits for the shell (its menu button). */
export async function loginAs(page: Page, username: string, options: ReturningUserOptions & { password?: string } = {}): Promise<void> {
  await submitLogin(page, username, options);
  await expect(page.getByRole('button', { name: 'Meny' })).toBeVisible();
}

/** "Logga ut" from the user menu. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
}

/** The returning user's cookies (as prepareReturningUser), set before any page of the portal is open. */
async function setReturningUserCookies(page: Page, origin: string, username: string, { consentAnswered = true, mobileConfirmed = true }: ReturningUserOptions): Promise<void> {
  const user = username.trim().toUpperCase();
  const expires = Math.floor(Date.now() / 1000) + 3600;
  await page.context().addCookies([
    ...(consentAnswered ? [{ name: `analyticsConsent_${encodeURIComponent(user)}`, value: 'denied', url: origin, expires }] : []),
    ...(mobileConfirmed ? [{ name: `phoneConfirmed_${user}`, value: '1', url: origin, expires }] : []),
  ]);
}

function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The token handler's code exchange (a form with the CSRF header, as the SPA sends it): sets the refresh cookie. */
async function exchangeCode(page: Page, origin: string, exchange: { client_id: string; redirect_uri: string; code: string; code_verifier: string }): Promise<void> {
  await page.request.post(new URL(apiUrl('exchangeCode'), origin).href, {
    form: { grant_type: 'authorization_code', ...exchange }, headers: { 'x-portal-csrf': '1' }, failOnStatusCode: true,
  });
}

/**
 * Logs in through the SPA's own three calls (authorize with PKCE, authenticate, code exchange) without its screens,
 * for journeys about a page rather than the login (the login screen is covered by login, menus and demo-accounts).
 * The refresh cookie lands in the page's context; each call starts a new token family, because a shared saved
 * session would be replayed once another test has rotated it, and the token handler then revokes the whole family.
 */
export async function signIn(page: Page, origin: string, username: string, options: ReturningUserOptions = {}): Promise<void> {
  await setReturningUserCookies(page, origin, username, options);
  const pkce = pkcePair();
  const redirectUri = `${origin}/callback`;
  const state = randomBytes(16).toString('hex');
  const post = async (path: string, data: Record<string, string>) =>
    (await page.request.post(new URL(path, origin).href, { data, failOnStatusCode: true })).json() as Promise<Record<string, unknown>>;
  const step = (await post(apiUrl('authorize'), {
    client_id: 'portal-haapi', response_type: 'code', redirect_uri: redirectUri, state, code_challenge: pkce.challenge, code_challenge_method: 'S256',
  })) as { actions: Array<{ model: { href: string } }> };
  const answer = (await post(step.actions[0]!.model.href, { userName: username.trim().toUpperCase(), password: DEMO_PASSWORD })) as { properties: { code: string } };
  await exchangeCode(page, origin, { client_id: 'portal-haapi', redirect_uri: redirectUri, code: answer.properties.code, code_verifier: pkce.verifier });
}

/**
 * Logs an internal user (ADMIN1, COACH1) in as the pop-up does (client portal-internal: the authorization server's
 * HTML login, then the code exchange), without the pop-up; test/e2e/internal-login.spec.ts covers the pop-up itself.
 */
export async function signInInternally(page: Page, origin: string, username: string, options: ReturningUserOptions = {}): Promise<void> {
  await setReturningUserCookies(page, origin, username, options);
  const pkce = pkcePair();
  const redirectUri = `${origin}/internal/callback`;
  const state = randomBytes(16).toString('hex');
  const query = new URLSearchParams({ client_id: 'portal-internal', response_type: 'code', redirect_uri: redirectUri, code_challenge: pkce.challenge, code_challenge_method: 'S256', state });
  const loginPage = await (await page.request.get(`${origin}/oauth/v2/login?${query.toString()}`, { failOnStatusCode: true })).text();
  const flowId = /name="flow_id" value="([^"]+)"/.exec(loginPage)?.[1] ?? '';
  const callbackPage = await (await page.request.post(`${origin}/oauth/v2/login`, { form: { flow_id: flowId, username, password: DEMO_PASSWORD }, failOnStatusCode: true })).text();
  const code = /data-code="([^"]+)"/.exec(callbackPage)?.[1] ?? '';
  await exchangeCode(page, origin, { client_id: 'portal-internal', redirect_uri: redirectUri, code, code_verifier: pkce.verifier });
}

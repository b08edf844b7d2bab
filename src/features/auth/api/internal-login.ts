import { defaultFetch, type FetchImpl } from '@/api/fetch-impl';
import { exchangeCode } from '@/api/token-handler';

export const INTERNAL_CLIENT_ID = 'portal-internal';
export const INTERNAL_POPUP_NAME = 'portal-internal-login';
export const INTERNAL_POPUP_FEATURES = 'popup=yes,width=480,height=640';
export const INTERNAL_CODE_MESSAGE_TYPE = 'portal-internal-code';

export const internalRedirectUri = (origin: string): string => `${origin}/internal/callback`;

/** The authorization server's own login page for internal staff, opened in a pop-up. */
export function internalLoginUrl(origin: string, codeChallenge: string, state: string): string {
  const query = new URLSearchParams({
    client_id: INTERNAL_CLIENT_ID,
    response_type: 'code',
    redirect_uri: internalRedirectUri(origin),
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    state,
  });
  return `/oauth/v2/login?${query.toString()}`;
}

/** The code from a pop-up message, or null unless it is ours: same origin, right type, our state. */
export function codeFromInternalLoginMessage(event: MessageEvent, origin: string, expectedState: string): string | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; code?: unknown; state?: unknown };
  if (message.type !== INTERNAL_CODE_MESSAGE_TYPE || message.state !== expectedState) return null;
  return typeof message.code === 'string' && message.code !== '' ? message.code : null;
}

/** Exchanges the pop-up's code at the token handler; returns the access token. */
export async function completeInternalLogin(
  code: string,
  codeVerifier: string,
  origin: string,
  fetchImpl: FetchImpl = defaultFetch,
): Promise<string> {
  const redirectUri = internalRedirectUri(origin);
  const tokens = await exchangeCode({ clientId: INTERNAL_CLIENT_ID, code, codeVerifier, redirectUri }, fetchImpl);
  return tokens.access_token;
}

/** In the pop-up, when the server redirected here: hand code and state to the opener (our origin only). */
export function postCodeToOpener(search: string, opener: Window | null, origin: string): boolean {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  if (!opener || !code || !state) return false;
  opener.postMessage({ type: INTERNAL_CODE_MESSAGE_TYPE, code, state }, origin);
  return true;
}

// The portal's HTTP API as the SPA calls it, over real sockets (fetch): the haapi login (authorize, authenticate,
// code exchange), bearer calls, the refresh cookie. Every call can be written to a
// CallLog, so a check counts failures per instance (HAProxy names the answering server in X-Served-By).
import { randomBytes } from 'node:crypto';
import { s256 } from '../../server/auth/pkce.js';
import { DEMO_PASSWORD } from '../../server/seed/seed-data/users.js';

export const V2 = '/api/api-retail/v2';
export const CSRF = { 'x-portal-csrf': '1' };
/** No answer within this is a hang (the database-restart check must see an answer, not a wait). */
export const CALL_TIMEOUT_MS = 15_000;

export interface Call {
  kind: string;
  /** Where it was sent (the balancer or one instance). */
  base: string;
  start: number;
  end: number;
  /** 0: no HTTP answer (connection refused or reset, timeout). */
  status: number;
  /** The instance HAProxy sent it to (X-Served-By), when it went through HAProxy. */
  servedBy: string | null;
  text: string;
  headers: Headers;
  error?: string;
  /** Whether the caller counts it as it should be (set by the caller: e.g. 200, or 412 in a race). */
  ok?: boolean;
}

export type CallLog = Call[];

export interface SendOptions {
  kind: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  log?: CallLog;
}

export const jsonOf = <T = Record<string, unknown>>(call: Call): T => {
  try {
    return JSON.parse(call.text) as T;
  } catch {
    return {} as T;
  }
};

/** One HTTP call; never throws for a failed one (status 0 and the error instead). */
export async function send(base: string, method: string, path: string, options: SendOptions): Promise<Call> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const start = performance.now();
  let call: Call;
  try {
    const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    const text = await response.text();
    call = { kind: options.kind, base, start, end: performance.now(), status: response.status, servedBy: response.headers.get('x-served-by'), text, headers: response.headers };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    call = { kind: options.kind, base, start, end: performance.now(), status: 0, servedBy: null, text: '', headers: new Headers(), error: cause ?? (error as Error).name };
  }
  options.log?.push(call);
  return call;
}

/** The value a Set-Cookie of the answer gives `name` (undefined when it sets none). */
export function cookieOf(call: Call, name: string): string | undefined {
  for (const line of call.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

export class LoginError extends Error {
  constructor(readonly call: Call) {
    super(`${call.kind} answered ${call.status || call.error} ${call.text.slice(0, 200)}`);
  }
}

/** Where a login's three calls go: one base for all, or a base per step (the consistency checks spread them). */
export interface LoginRoute {
  authorize: string;
  authenticate: string;
  exchange: string;
}
const routeOf = (where: string | LoginRoute): LoginRoute => (typeof where === 'string' ? { authorize: where, authenticate: where, exchange: where } : where);

export interface LoginOptions {
  password?: string;
  /** The client's address as HAProxy would forward it (TRUST_PROXY=loopback believes it): its own per-IP bucket. */
  clientIp?: string;
  /** The browser's device cookie (portal-dc) from an earlier login of it. */
  device?: string;
  log?: CallLog;
  /** Public origin the portal trusts (PUBLIC_ORIGIN): the redirect URI is built on it. */
  origin: string;
}

/** authorize + authenticate: the authenticate call (200 with a code, or the refusal). */
export async function authenticate(where: string | LoginRoute, userName: string, options: LoginOptions) {
  const route = routeOf(where);
  const verifier = randomBytes(48).toString('base64url').replace(/[-_]/g, 'x').slice(0, 64);
  const forwarded: Record<string, string> = options.clientIp === undefined ? {} : { 'x-forwarded-for': options.clientIp };
  const step = await send(route.authorize, 'POST', '/oauth/v2/authorize', {
    kind: 'login', log: options.log, headers: forwarded,
    json: {
      client_id: 'portal-haapi', response_type: 'code', redirect_uri: `${options.origin}/callback`, code_challenge: s256(verifier),
      code_challenge_method: 'S256', state: randomBytes(8).toString('hex'),
    },
  });
  if (step.status !== 200) throw new LoginError(step);
  const href = jsonOf<{ actions: Array<{ model: { href: string } }> }>(step).actions[0]?.model.href ?? '';
  const device: Record<string, string> = options.device === undefined ? {} : { cookie: `portal-dc=${options.device}` };
  const answer = await send(route.authenticate, 'POST', href, {
    kind: 'login', log: options.log, headers: { ...forwarded, ...device }, json: { userName, password: options.password ?? DEMO_PASSWORD },
  });
  const code = answer.status === 200 ? jsonOf<{ properties: { code: string } }>(answer).properties.code : undefined;
  return { answer, code, verifier, device: cookieOf(answer, 'portal-dc') ?? options.device };
}

export function exchangeCode(base: string, code: string, verifier: string, options: Pick<LoginOptions, 'log' | 'origin'>): Promise<Call> {
  return send(base, 'POST', '/tokenhandler/v1/callback-haapi', {
    kind: 'login', log: options.log, headers: CSRF,
    form: { client_id: 'portal-haapi', code_verifier: verifier, grant_type: 'authorization_code', redirect_uri: `${options.origin}/callback`, code },
  });
}

export interface Session {
  username: string;
  accessToken: string;
  refresh: string;
  device?: string;
}

/** The whole haapi login; throws LoginError with the failing call. */
export async function login(where: string | LoginRoute, username: string, options: LoginOptions): Promise<Session> {
  const route = routeOf(where);
  const { answer, code, verifier, device } = await authenticate(route, username, options);
  if (code === undefined) throw new LoginError(answer);
  const exchanged = await exchangeCode(route.exchange, code, verifier, options);
  if (exchanged.status !== 200) throw new LoginError(exchanged);
  return { username, accessToken: jsonOf<{ access_token: string }>(exchanged).access_token, refresh: cookieOf(exchanged, 'portal-rt') ?? '', device };
}

export const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

export function refresh(base: string, token: string, log?: CallLog): Promise<Call> {
  return send(base, 'GET', '/tokenhandler/v1/access-token', { kind: 'refresh', log, headers: { ...CSRF, cookie: `portal-rt=${token}` } });
}

export function me(base: string, session: Session, log?: CallLog): Promise<Call> {
  return send(base, 'GET', `${V2}/me`, { kind: 'me', log, headers: bearer(session) });
}

/** The access-token claims the portal shows; the API verifies the token, the browser only reads it. */
export interface AccessTokenClaims {
  username: string;
  roles: string[];
  givenName: string;
  familyName: string;
}

function base64UrlDecodeToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  // Names carry å, ä and ö: decode the bytes as UTF-8, not Latin-1.
  return new TextDecoder().decode(bytes);
}

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads the payload of a JWT; throws when the token is not a readable JWT with a username. */
export function decodeAccessTokenClaims(token: string): AccessTokenClaims {
  const payloadSegment = token.split('.')[1];
  if (!payloadSegment) throw new Error('Access token is not a JWT');
  const payload: unknown = JSON.parse(base64UrlDecodeToText(payloadSegment));
  if (typeof payload !== 'object' || payload === null) throw new Error('Access token payload is not an object');
  const claims = payload as Record<string, unknown>;
  const username = asString(claims.username);
  if (!username) throw new Error('Access token has no username');
  const roles = Array.isArray(claims.roles) ? claims.roles.filter((role): role is string => typeof role === 'string') : [];
  return { username, roles, givenName: asString(claims.given_name), familyName: asString(claims.family_name) };
}

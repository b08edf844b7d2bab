import { base64UrlEncode } from '@/api/pkce';

const segment = (value: object): string => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));

/** An unsigned JWT-shaped token: the SPA only reads the payload, the API verifies signatures. */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  return `${segment({ alg: 'ES256', typ: 'JWT' })}.${segment(claims)}.c2lnbmF0dXJl`;
}

export const ANNA_TOKEN = fakeAccessToken({
  sub: 'u1',
  username: '12345_ANNA',
  roles: ['SALJARE'],
  given_name: 'Anna',
  family_name: 'Åkesson',
});

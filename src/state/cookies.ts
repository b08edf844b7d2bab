/** Browser cookies the portal itself writes: chosen agency (session), phone confirmation (365 days). */
export type CookieJar = Readonly<Record<string, string>>;

/** Parses a `document.cookie` string into name → value (values URI-decoded, bad encodings kept raw). */
export function parseCookies(cookieString: string): CookieJar {
  const jar: Record<string, string> = {};
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const name = part.slice(0, separator).trim();
    const raw = part.slice(separator + 1).trim();
    try {
      jar[name] = decodeURIComponent(raw);
    } catch {
      jar[name] = raw;
    }
  }
  return jar;
}

export function readCookies(): CookieJar {
  return typeof document === 'undefined' ? {} : parseCookies(document.cookie);
}

export function readCookie(name: string): string | undefined {
  return readCookies()[name];
}

/** Writes a first-party cookie: SameSite=Strict, path /; without maxAgeDays it is a session cookie. */
export function writeCookie(name: string, value: string, maxAgeDays?: number): void {
  const maxAge = maxAgeDays === undefined ? '' : `; max-age=${Math.round(maxAgeDays * 24 * 3600)}`;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; samesite=strict${maxAge}${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; samesite=strict; max-age=0`;
}

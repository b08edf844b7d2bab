/** What the client log says about the browser (spec §7: browser, browserVersion, os). */
export interface BrowserDescription {
  browser: string;
  browserVersion: string;
  os: string;
}

export const UNKNOWN = 'unknown';

// Order matters: Edge, Opera and Samsung also say "Chrome"; every Chromium and iOS browser says "Safari".
const BROWSERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /\b(?:OPR|OPiOS)\/([\d.]+)/],
  ['Samsung Internet', /\bSamsungBrowser\/([\d.]+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /\bVersion\/([\d.]+).*\bSafari\//],
];

// iOS before macOS ("like Mac OS X"), Android and ChromeOS before Linux (both say "Linux" / "X11").
const SYSTEMS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b.*?\bOS ([\d_]+)/],
  ['Android', /\bAndroid(?: ([\d.]+))?/],
  ['ChromeOS', /\bCrOS\b()/],
  ['Windows NT', /\bWindows NT ([\d.]+)/],
  ['Windows', /\bWindows\b()/],
  ['macOS', /\bMac OS X ?([\d_.]+)?/],
  ['Linux', /\bLinux\b()/i],
];

function firstMatch(userAgent: string, table: ReadonlyArray<[string, RegExp]>): [string, string] | undefined {
  for (const [name, pattern] of table) {
    const match = pattern.exec(userAgent);
    if (match) return [name, (match[1] ?? '').replace(/_/g, '.')];
  }
  return undefined;
}

/** Browser, version and OS (with its version when the user-agent string gives one); pure. */
export function describeBrowser(userAgent: string): BrowserDescription {
  const [browser, browserVersion] = firstMatch(userAgent, BROWSERS) ?? [UNKNOWN, ''];
  const [system, systemVersion] = firstMatch(userAgent, SYSTEMS) ?? [UNKNOWN, ''];
  return { browser, browserVersion, os: systemVersion ? `${system} ${systemVersion}` : system };
}

interface UserAgentData {
  brands?: Array<{ brand: string; version: string }>;
  platform?: string;
}

/** This browser: parsed from navigator.userAgent; User-Agent Client Hints fill in what it left unknown. */
export function describeThisBrowser(): BrowserDescription {
  const described = describeBrowser(navigator.userAgent);
  const hints = (navigator as Navigator & { userAgentData?: UserAgentData }).userAgentData;
  // Client-hint brands include a deliberately fake "Not A Brand" entry (GREASE) and the generic Chromium.
  const brand = hints?.brands?.find(({ brand: name }) => !/not.?a.?brand|chromium/i.test(name));
  return {
    browser: described.browser === UNKNOWN && brand ? brand.brand : described.browser,
    browserVersion: described.browser === UNKNOWN && brand ? brand.version : described.browserVersion,
    os: described.os === UNKNOWN && hints?.platform ? hints.platform : described.os,
  };
}

// Whether this browser's last visit ended logged in: the start then fetches the logged-in screen's code beside the
// token refresh instead of after it (docs/decisions/pages-on-a-phone.md). Not a secret: the refresh cookie decides.
const KEY = 'portal.loggedIn';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

export function rememberLoggedIn(loggedIn: boolean): void {
  try {
    if (loggedIn) storage()?.setItem(KEY, '1');
    else storage()?.removeItem(KEY);
  } catch {
    // full or blocked storage: the next start only loads in a chain
  }
}

export function wasLoggedIn(): boolean {
  return storage()?.getItem(KEY) === '1';
}

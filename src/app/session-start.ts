import { restoreSession } from '@/api/session-refresh';
import { authAtom } from '@/state/auth';
import type { AppStore } from '@/state/store';

/**
 * App start: the access token, then (logged in) the session's loads, beside the session's chunk. main.tsx begins it
 * before the first render (docs/decisions/pages-on-a-phone.md), SessionRoot when mounted without it (tests).
 */
export async function startSession(store: AppStore): Promise<void> {
  if (store.get(authAtom).viewState !== 'validating-token') return;
  await restoreSession(store); // single-flight: a second start joins the first refresh
  if (store.get(authAtom).viewState !== 'logged-in') return;
  const { startSessionLoads } = await import('./session/load-session-data');
  await startSessionLoads(store);
}

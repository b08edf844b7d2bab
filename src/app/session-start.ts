import { restoreSession } from '@/api/session-refresh';
import { startSessionLoads } from '@/app/session/load-session-data';
import { authAtom } from '@/state/auth';
import type { AppStore } from '@/state/store';

/**
 * App start: the access token, then (logged in) the session's loads, beside the session's chunk. main.tsx begins it
 * before the first render, SessionRoot when mounted without it (tests). Their code is in the entry: a chunk of its own
 * was one more round trip between the token and the user (docs/decisions/pages-on-a-phone.md).
 */
export async function startSession(store: AppStore): Promise<void> {
  if (store.get(authAtom).viewState !== 'validating-token') return;
  await restoreSession(store); // single-flight: a second start joins the first refresh
  if (store.get(authAtom).viewState !== 'logged-in') return;
  await startSessionLoads(store);
}

import { atomWithReset, RESET } from 'jotai/utils';
import type { AppStore } from './store';

// Logout must reset all client state; every atom made here is reset by resetClientState.
const resetters = new Set<(store: AppStore) => void>();

/** An atom that is put back to its initial value on logout. */
export function atomResetOnLogout<T>(initial: T) {
  const resettable = atomWithReset(initial);
  resetters.add((store) => store.set(resettable, RESET));
  return resettable;
}

export function resetClientState(store: AppStore): void {
  for (const reset of resetters) reset(store);
}

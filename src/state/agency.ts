import { atom } from 'jotai';
import { deriveSegment, type Segment } from '@ombudsportalen/portal/access';
import type { AgencyInfo } from '@ombudsportalen/portal/api';
import type { PageInitState } from './current-user';
import { atomResetOnLogout } from './reset';

/** Agency info (spec §3) as the API answers it: the contract's type (schemas/api/agency.json). */
export type { AgencyInfo };

export interface AgencyState {
  loadState: PageInitState;
  errorCode: string;
  /** The values being shown or edited. */
  current: AgencyInfo | null;
  /** The last loaded or committed values; reset goes back to these (spec §4). */
  original: AgencyInfo | null;
}

const initialAgencyState: AgencyState = { loadState: 'idle', errorCode: '', current: null, original: null };

export const agencyAtom = atomResetOnLogout<AgencyState>(initialAgencyState);

/** The outlet segment (engine rule); AGENCY while no agency info is held (docs/decisions/access-and-menu.md). */
export const segmentAtom = atom<Segment>((get) => deriveSegment(get(agencyAtom).original));

/** A load started: the old info stays until the new one arrives. */
export const agencyLoadStartedAtom = atom(null, (_get, set) =>
  set(agencyAtom, (state) => ({ ...state, loadState: 'pending', errorCode: '' })),
);

/** A load answered: current and original both become the loaded info. */
export const agencyLoadedAtom = atom(null, (_get, set, info: AgencyInfo) =>
  set(agencyAtom, { loadState: 'success', errorCode: '', current: info, original: info }),
);

export const agencyLoadFailedAtom = atom(null, (_get, set, errorCode: string) =>
  set(agencyAtom, { ...initialAgencyState, loadState: 'error', errorCode }),
);

/** Edits the current values only (a form's working copy). */
export const editAgencyInfoAtom = atom(null, (_get, set, changes: Partial<AgencyInfo>) =>
  set(agencyAtom, (state) => (state.current ? { ...state, current: { ...state.current, ...changes } } : state)),
);

/** Reset: current goes back to the original. */
export const resetAgencyInfoAtom = atom(null, (_get, set) =>
  set(agencyAtom, (state) => ({ ...state, current: state.original })),
);

/** Update: the current values become the original (after a successful save). */
export const commitAgencyInfoAtom = atom(null, (_get, set) =>
  set(agencyAtom, (state) => ({ ...state, original: state.current })),
);

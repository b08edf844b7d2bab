/** A modal's life: closed → open → closing (exit transition running) → closed (spec §4). */
export type ModalState = 'closed' | 'open' | 'closing';

export type ModalAction = { type: 'open' } | { type: 'close' } | { type: 'exited' };

/** Pure transition function; unknown combinations keep the state (a stray event changes nothing). */
export function modalReducer(state: ModalState, action: ModalAction): ModalState {
  switch (action.type) {
    case 'open':
      return 'open'; // reopening while closing cancels the exit
    case 'close':
      return state === 'open' ? 'closing' : state;
    case 'exited':
      return state === 'closing' ? 'closed' : state;
  }
}

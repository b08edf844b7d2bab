import { atom } from 'jotai';

/** A leave the app itself started (Logga ut) waiting for the leave question's answer (true: leave); null when none. */
export const pendingLeaveAtom = atom<{ answer: (leave: boolean) => void } | null>(null);

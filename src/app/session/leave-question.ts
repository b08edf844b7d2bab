import { atom } from 'jotai';
import type { createStore } from 'jotai';
import { hasUnsavedWork } from '@/state/unsaved-work';

/** A leave the app itself started (Logga ut, Byt ombudsnummer) waiting for the leave question's answer (true: leave). */
export const pendingLeaveAtom = atom<{ answer: (leave: boolean) => void } | null>(null);

/** With unsaved changes in a form, asks the leave question (UnsavedWorkGuard shows it); true when the user may go on. */
export async function mayLeaveUnsavedWork(store: ReturnType<typeof createStore>): Promise<boolean> {
  if (!hasUnsavedWork()) return true;
  return new Promise<boolean>((answer) => store.set(pendingLeaveAtom, { answer }));
}

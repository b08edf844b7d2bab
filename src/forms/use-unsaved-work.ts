import { useEffect } from 'react';
import { useAtomValue } from '@/state/atom-hooks';
import type { Values } from '@ombudsportalen/engine/browser';
import { authViewAtom } from '@/state/auth';
import { forgetKeptValues, keptFormKeysOf, keptValuesOf, type KeptValues, registerOpenForm, type WorkOwner } from '@/state/unsaved-work';
import type { FormCore } from './form-core';

/** Where a form's work is kept: whose it is and the form's key (its id prefix); null for a form that keeps none. */
export interface WorkScope extends WorkOwner {
  key: string;
}

/** What may be kept of a form: the values of its visible, editable fields, never a password. */
export function valuesToKeep(core: FormCore): KeptValues {
  const { values, model } = core.getState();
  const kept: KeptValues = {};
  for (const field of model.fields) {
    if (field.widget !== 'password' && !field.readOnly && values[field.name] !== undefined) kept[field.name] = values[field.name];
  }
  return kept;
}

/**
 * A new form core with the values kept for this user when the session ended under it put back over its start values;
 * `restored` tells the form to say so. Reads without taking (a render may run twice): useUnsavedWork takes them.
 */
export function withKeptValues(core: FormCore, scope: WorkScope | null): { core: FormCore; restored: boolean } {
  const kept = scope ? keptValuesOf(scope, scope.key) : null;
  if (kept) core.setValues({ ...core.getState().values, ...(kept as Values) });
  return { core, restored: kept !== null };
}

/**
 * A form's part in keeping work (docs/decisions/unsaved-work.md): restored values leave the storage once the form shows
 * them, and while open the form tells the session's end and the leave question (src/app/session/UnsavedWorkGuard.tsx)
 * whether it holds unsaved changes and what of it may be kept.
 */
export function useUnsavedWork(core: FormCore, restored: boolean, scope: WorkScope | null): void {
  const username = scope?.username;
  const agencyNumber = scope?.agencyNumber ?? '';
  const key = scope?.key;
  useEffect(() => {
    if (restored && username && key) forgetKeptValues({ username, agencyNumber }, key);
  }, [restored, username, agencyNumber, key]);

  useEffect(() => {
    if (!username || !key) return undefined;
    return registerOpenForm(key, {
      unsaved: () => core.hasUnsavedChanges(),
      saving: () => core.getState().pending,
      valuesToKeep: () => valuesToKeep(core),
    });
  }, [core, username, key]);
}

/**
 * The keys (id prefixes) of the forms whose values are kept for the signed-in user: a page that opens a form on demand
 * (Mina uppgifter's "Ändra", a staff card's edit) opens it at once, so the user finds their work where they left it.
 */
export function useKeptFormKeys(): readonly string[] {
  const { username, agencyNumber } = useAtomValue(authViewAtom);
  return username === '' ? [] : keptFormKeysOf({ username, agencyNumber });
}

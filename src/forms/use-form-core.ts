import { useCallback, useSyncExternalStore } from 'react';
import type { FormCore } from './form-core';
import { type FormState, shownError } from './form-state';

/** One slice of the form state; the component re-renders only when the slice changes (compared with Object.is). */
export function useFormSelector<T>(core: FormCore, select: (s: FormState) => T): T {
  const snapshot = useCallback(() => select(core.getState()), [core, select]);
  return useSyncExternalStore(core.subscribe, snapshot, snapshot);
}

/** The error shown under one field: a keystroke elsewhere does not re-render this field. */
export function useShownError(core: FormCore, name: string): string | undefined {
  const select = useCallback((s: FormState) => shownError(s, name), [name]);
  return useFormSelector(core, select);
}

/** One field's value: a keystroke in another field does not re-render this one. */
export function useFieldValue(core: FormCore, name: string): unknown {
  const select = useCallback((s: FormState) => s.values[name], [name]);
  return useFormSelector(core, select);
}

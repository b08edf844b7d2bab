import { useCallback, useSyncExternalStore } from 'react';
import type { Registry } from '@rjsf/utils';
import type { FormCore } from './form-core';
import { type FormState, shownError } from './form-state';

/** What SchemaForm puts in rjsf's formContext: widgets and templates reach the form core through the registry. */
export interface SchemaFormContext {
  core: FormCore;
}

/** The form core of the SchemaForm a widget or template is rendered in. */
export function coreOf(registry: Registry): FormCore {
  const core = (registry.formContext as Partial<SchemaFormContext> | undefined)?.core;
  if (!core) throw new Error('Widget rendered outside <SchemaForm>: formContext.core is missing');
  return core;
}

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

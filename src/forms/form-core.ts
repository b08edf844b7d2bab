import { type Definition, type ValidationResult, type Values } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { type FieldMessage, type FormState, lazyValidation } from './form-state';
import { placeServerErrors } from './server-errors';
import { spaEngine } from './engine';

const { computeDefaults, normalizeValue, normalizeValues, toFormModel, validateValues, visibleFieldNames, visibleValues } = spaEngine;

/** The framework-free state of one form (TanStack-Form style): React only subscribes to slices of it. */
export interface FormCore {
  readonly definition: Definition;
  getState(): FormState;
  subscribe(listener: () => void): () => void;
  context(): PortalContext;
  /** New values (the whole form): visibility follows at once, validation on first use; changed fields lose their server error. */
  setValues(values: Values): void;
  /** One field's new value (a widget's change; undefined when cleared). */
  setValue(name: string, value: unknown): void;
  /** The user left a field: its error may show from now on, and its typed value takes its normalised form. */
  touch(name: string): void;
  /** Every value in its normalised form (x-normalize), before a submit validates and sends them. */
  normalize(): void;
  setContext(ctx: PortalContext): void;
  setServerErrors(list: readonly FieldMessage[]): void;
  /** A submit was attempted: show every error. */
  markSubmitted(): void;
  setPending(pending: boolean): void;
  /** Validates values with the engine under the current context (the rjsf validator adapter calls this). */
  validate(values: Values): ValidationResult;
  /** What a valid submit sends: set values of visible fields only. */
  visibleValues(values: Values): Values;
  /** The values differ from the form's start or its last save: leaving would lose them. */
  hasUnsavedChanges(): boolean;
  /** These values (default: the current ones) are saved: they become the form's start; later edits are unsaved. */
  markSaved(values?: Values): void;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Values are JSON (text, numbers, booleans, lists): equal when they serialise the same; unset equals unset. */
const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Some field's value differs between the two. */
function valuesDiffer(a: Values, b: Values): boolean {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].some((name) => !sameValue(a[name], b[name]));
}

/** Contexts are rebuilt on every render by callers; only a real change should revalidate. */
function sameContext(a: PortalContext, b: PortalContext): boolean {
  return a.today === b.today && a.segment === b.segment && a.agencyNumber === b.agencyNumber && a.selectedAgencyNumber === b.selectedAgencyNumber && sameList(a.roles, b.roles);
}

/** A form core over a loaded definition: initial values are the engine's defaults overlaid with `initial`. */
export function createFormCore(definition: Definition, ctx: PortalContext, initial: Values = {}): FormCore {
  let context = ctx;
  const listeners = new Set<() => void>();
  let visibleKey = '';

  // Recomputes what depends on values and context; keeps the model object while the visible set is unchanged.
  function derive(values: Values, prev?: FormState): Pick<FormState, 'values' | 'model' | 'validation'> {
    const key = visibleFieldNames(definition, values, context).join('\n');
    const model = prev && key === visibleKey ? prev.model : toFormModel(definition, values, context);
    visibleKey = key;
    const ctx = context;
    // Judged as it will be sent: "070-123 45 03" is a valid mobile number while it is typed.
    return { values, model, validation: lazyValidation(() => validateValues(definition, normalizeValues(definition, values, ctx), ctx)) };
  }

  let state: FormState = {
    ...derive({ ...computeDefaults(definition, context), ...initial }),
    touched: new Set(),
    submitted: false,
    pending: false,
    serverErrors: new Map(),
    serverMessages: [],
  };

  let savedValues = state.values; // the start, then each save's values

  function set(patch: Partial<FormState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function setValues(values: Values): void {
    if (values === state.values) return;
    const stale = [...state.serverErrors.keys()].filter((name) => values[name] !== state.values[name]);
    const serverErrors = stale.length ? new Map([...state.serverErrors].filter(([name]) => !stale.includes(name))) : state.serverErrors;
    set({ ...derive(values, state), serverErrors });
  }

  return {
    definition,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    context: () => context,
    setValues,
    setValue(name, value) {
      if (!(name in state.values) || state.values[name] !== value) setValues({ ...state.values, [name]: value });
    },
    touch(name) {
      const value = state.values[name];
      const normalized = normalizeValue(definition, name, value, context.today);
      if (normalized !== value) setValues({ ...state.values, [name]: normalized });
      if (!state.touched.has(name)) set({ touched: new Set(state.touched).add(name) });
    },
    normalize() {
      setValues(normalizeValues(definition, state.values, context));
    },
    setContext(next) {
      if (sameContext(context, next)) return;
      context = next;
      visibleKey = ''; // options and visibility may depend on roles and segment
      set(derive(state.values));
    },
    setServerErrors(list) {
      const { byField, unplaced } = placeServerErrors(state.model, list);
      set({ serverErrors: byField, serverMessages: unplaced });
    },
    markSubmitted() {
      if (!state.submitted) set({ submitted: true });
    },
    setPending(pending) {
      if (state.pending !== pending) set({ pending });
    },
    validate: (values) => validateValues(definition, normalizeValues(definition, values, context), context),
    visibleValues: (values) => visibleValues(definition, values, context),
    hasUnsavedChanges: () => state.values !== savedValues && valuesDiffer(state.values, savedValues),
    markSaved(values = state.values) {
      savedValues = values;
    },
  };
}

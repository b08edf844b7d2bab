import type { FormModel, ValidationResult, Values } from '@ombudsportalen/engine/browser';

/** One field error as the server's 400 answer carries it (`{ fields: [{ field, message }] }`). */
export interface FieldMessage {
  field: string;
  message: string;
}

/** The engine's verdict on some values, with its errors keyed by field (the engine reports at most one per field). */
export interface Validation {
  result: ValidationResult;
  errorOf: ReadonlyMap<string, string>;
}

/** Everything a rendered form shows, derived from the values by the engine; replaced (never mutated) on change. */
export interface FormState {
  /** All values the user has entered, hidden fields included (the engine drops those when validating and sending). */
  values: Values;
  /** Visible fields with labels and options; the same object while the visible set stays the same. */
  model: FormModel;
  /** The engine's verdict on the current values, computed on first use (typing in an untouched form needs none). */
  validation(): Validation;
  /** Fields the user has left at least once: their errors show. */
  touched: ReadonlySet<string>;
  /** A submit was attempted: every error shows, and the form-level text when invalid. */
  submitted: boolean;
  /** onSubmit is running. */
  pending: boolean;
  /** Server errors by field name, shown until the field's value changes. */
  serverErrors: ReadonlyMap<string, string>;
  /** Server errors that name no visible field, shown at form level. */
  serverMessages: readonly string[];
}

/** The error shown under a field: the server's, else the engine's once the field was left or the form submitted. */
export function shownError(s: FormState, name: string): string | undefined {
  return s.serverErrors.get(name) ?? (s.submitted || s.touched.has(name) ? s.validation().errorOf.get(name) : undefined);
}

/** The form-level text shown above the button: only after a submit while the values are invalid. */
export function shownFormMessage(s: FormState): string | undefined {
  if (!s.submitted) return undefined;
  const { result } = s.validation();
  return result.valid ? undefined : result.formMessage;
}

/** Validates at most once, on first call: the state's values never change. */
export function lazyValidation(validate: () => ValidationResult): () => Validation {
  let done: Validation | undefined;
  return () => {
    if (!done) {
      const result = validate();
      done = { result, errorOf: new Map(result.errors.map((e) => [e.field, e.message])) };
    }
    return done;
  };
}

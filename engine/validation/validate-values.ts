import type { Values } from '../conditions/condition';
import { visibleValues } from '../model/visible-fields';
import type { EngineContext } from '../context/engine-context';
import { ruleContextOf } from '../context/rule-context';
import { formatMessage } from '../model/message-catalogue';
import type { Definition } from '../model/definition';
import { validatorOf } from './runtime-validator';
import { coverageRecorder } from '../context/engine-scope';
import { coverageKeys } from '../context/coverage-keys';

/** One failed rule: the field (property name) it belongs to, its Swedish text and a stable code (the message code). */
export interface ValidationError {
  field: string;
  message: string;
  code: string;
}

/** The outcome of validating a form: per-field errors (one per field, in field order) and the form-level text. */
export interface ValidationResult {
  valid: boolean;
  errors: ValidationError[];
  /** The definition's form-level text when there is any error. */
  formMessage?: string;
}

const COMBINATORS = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not']);

function unescape(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Maps raw ajv errors to Swedish field errors: first error per field, fields in declaration order. */
export function mapAjvErrors(def: Definition, raw: NonNullable<ReturnType<typeof validatorOf>['errors']>): ValidationError[] {
  const first = new Map<string, ValidationError>();
  const coverage = coverageRecorder();
  for (const e of raw) {
    if (COMBINATORS.has(e.keyword)) continue;
    const field = e.keyword === 'required' ? String(e.params.missingProperty) : unescape(e.instancePath.split('/')[1] ?? '');
    const rule = e.keyword.startsWith('rule-') ? e.keyword.slice(5) : e.keyword;
    coverage?.hit(coverageKeys.rule(field, rule));
    const entry = def.validation.table[field]?.[rule] ?? { code: 'wrongFormat', message: formatMessage('wrongFormat') };
    if (!first.has(field)) first.set(field, { field, message: entry.message, code: entry.code });
  }
  // One pass over the fields rather than a sort: linear in the number of fields. Errors of no declared field come first.
  const inFieldOrder: ValidationError[] = [];
  for (const f of def.fields) {
    const error = first.get(f.name);
    if (error) inFieldOrder.push(error);
    first.delete(f.name);
  }
  return [...first.values(), ...inFieldOrder];
}

/** Validates form values as the user would submit them: hidden fields are dropped first, then every rule runs. */
export function validateValues(def: Definition, values: Values, ctx: EngineContext): ValidationResult {
  const rc = ruleContextOf(ctx);
  const validate = validatorOf(def);
  const ok = validate.call(rc, visibleValues(def, values, ctx));
  const errors = ok ? [] : mapAjvErrors(def, validate.errors ?? []);
  const coverage = coverageRecorder();
  if (coverage && errors.length) for (const text of [...errors.map((e) => e.message), formatMessage(def.formMessage)]) coverage.hit(coverageKeys.message(text));
  return errors.length ? { valid: false, errors, formMessage: formatMessage(def.formMessage) } : { valid: true, errors };
}

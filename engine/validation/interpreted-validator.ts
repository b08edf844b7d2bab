import type { CompiledValidator, Definition } from '../model/definition';
import { safePattern } from './safe-pattern';
import { engineScope, runAs } from '../context/engine-scope';

type RawError = NonNullable<CompiledValidator['errors']>[number];
type Check = (value: unknown, arg: unknown) => boolean;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const TYPES: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  number: isNumber,
  integer: (v) => isNumber(v) && Number.isInteger(v),
};
const length = (v: string) => [...v].length; // code points, as JSON Schema (and ajv's ucs2length) count

// The keywords a definition built from data may use, each checked as JSON Schema does (after `type` passed).
const CHECKS: Record<string, Check> = {
  const: (v, arg) => v === arg,
  enum: (v, arg) => (arg as unknown[]).includes(v),
  minimum: (v, arg) => !isNumber(v) || v >= (arg as number),
  maximum: (v, arg) => !isNumber(v) || v <= (arg as number),
  minLength: (v, arg) => typeof v !== 'string' || length(v) >= (arg as number),
  maxLength: (v, arg) => typeof v !== 'string' || length(v) <= (arg as number),
  // Linear-time RE2 with bounded input: a pattern from data cannot hang the browser or the server.
  pattern: (v, arg) => typeof v !== 'string' || safePattern(arg as string).test(v),
};

/** Why a definition cannot be validated by interpretedValidator, or undefined. */
export function interpretationProblem(def: Definition): string | undefined {
  for (const f of def.fields) {
    if (f.condition || f.visibleTo || f.range) return `field "${f.name}": conditions, visibility and ranges need a compiled validator`;
    const unknown = Object.keys(def.validation.rules[f.name] ?? {}).filter((k) => k !== 'type' && !(k in CHECKS));
    if (unknown.length) return `field "${f.name}": ${unknown.join(', ')} need a compiled validator`;
  }
  return undefined;
}

/**
 * A validator that interprets a definition's per-field rules instead of compiling them: for definitions built at run
 * time from data, in a browser whose CSP forbids the code generation ajv needs (no unsafe-eval), and on the server alike, so both sides
 * run the same code (patterns through RE2). Errors have ajv's shape, so validateValues maps them unchanged.
 */
export function interpretedValidator(def: Definition): CompiledValidator {
  const problem = interpretationProblem(def);
  if (problem) throw new Error(problem);
  const rules = def.fields.map((f) => ({ name: f.name, required: f.required, rules: def.validation.rules[f.name] ?? {} }));
  const engine = engineScope(); // the validator is called later, by whoever holds it: it runs as the engine that made it
  const validate: CompiledValidator = function (this: unknown, data: unknown) {
    return runAs(engine, () => check(data));
  };
  const check = (data: unknown): boolean => {
    const values = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const errors: RawError[] = [];
    for (const f of rules) {
      const path = `/${f.name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (!Object.hasOwn(values, f.name) || values[f.name] === undefined) {
        if (f.required) errors.push({ keyword: 'required', instancePath: '', params: { missingProperty: f.name } });
        continue;
      }
      const value = values[f.name];
      if (!TYPES[f.rules.type as string]?.(value)) {
        errors.push({ keyword: 'type', instancePath: path, params: { type: f.rules.type } });
        continue;
      }
      for (const [keyword, arg] of Object.entries(f.rules)) {
        const check = CHECKS[keyword];
        if (check && !check(value, arg)) errors.push({ keyword, instancePath: path, params: { [keyword]: arg } });
      }
    }
    validate.errors = errors.length ? errors : null;
    return errors.length === 0;
  };
  return validate;
}

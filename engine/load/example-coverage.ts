import { coverageKeys } from '../context/coverage-keys';
import { engineScope, runAs } from '../context/engine-scope';
import type { Definition, FieldModel } from '../model/definition';
import { formatMessage } from '../model/message-catalogue';
import { runExamples } from './run-examples';

/** One thing a golden example can exercise: a condition's outcome, a transform step, a rule on a field, an error text. */
export interface CoverageItem {
  kind: 'condition' | 'transform' | 'rule' | 'message';
  /** What a tester reads: `P_TOM x-condition {"op":"set",…} does not hold`, `rule P_FOM maxLength`, `message "Måste fyllas i"`. */
  name: string;
  hit: boolean;
}

/** A definition's coverage by its golden examples. */
export interface DefinitionCoverage {
  file: string;
  covered: number;
  total: number;
  items: CoverageItem[];
}

// The rules a field can break: a string's or a checkbox's type is the widget's (a form never sends another), a number's
// is a rule with its own text; a week's or month's yy reads as 20yy, so an x-minYear up to 2000 cannot fail there.
function fieldRuleNames(def: Definition, f: FieldModel): string[] {
  const numeric = f.schema.type === 'integer' || f.schema.type === 'number';
  const twoDigitYears = (f.unit === 'week' || f.unit === 'month') && (f.schema['x-minYear'] ?? 0) <= 2000;
  const rules = Object.keys(def.validation.rules[f.name] ?? {}).map((k) => (k.startsWith('rule-') ? k.slice(5) : k))
    .filter((rule) => (rule !== 'type' || numeric) && (rule !== 'minYear' || !twoDigitYears));
  return [...(f.required ? ['required'] : []), ...rules];
}

// Every item of a definition with the key its evaluator records.
function coverageTargets(def: Definition): { key: string; kind: CoverageItem['kind']; name: string }[] {
  const outcomes = (holds: boolean) => (holds ? 'holds' : 'does not hold');
  const conditions = def.fields.flatMap((f) => (f.condition ? [true, false].map((holds) => ({ key: coverageKeys.condition(f.name, holds), kind: 'condition' as const, name: `${f.name} x-condition ${JSON.stringify(f.condition)} ${outcomes(holds)}` })) : []));
  const transforms = def.transforms.flatMap((t, step) => [
    ...(t.when ? [true, false].map((holds) => ({ key: coverageKeys.when(step, holds), kind: 'condition' as const, name: `x-transforms/${step} (${t.op}) when ${JSON.stringify(t.when)} ${outcomes(holds)}` })) : []),
    { key: coverageKeys.transform(step), kind: 'transform' as const, name: `x-transforms/${step} ${JSON.stringify(t)} changes what is sent` },
  ]);
  // A read-only value is the server's (a lookup's answer), shown as text: no one types it and the form shows no error on it.
  const rules = def.fields.filter((f) => !f.readOnly).flatMap((f) => fieldRuleNames(def, f).map((rule) => ({ field: f.name, rule })));
  const texts = new Set(rules.map(({ field, rule }) => def.validation.table[field]?.[rule]?.message ?? ''));
  if (rules.length) texts.add(formatMessage(def.formMessage));
  return [
    ...conditions,
    ...transforms,
    ...rules.map(({ field, rule }) => ({ key: coverageKeys.rule(field, rule), kind: 'rule' as const, name: `${field} ${rule}` })),
    ...[...texts].map((text) => ({ key: coverageKeys.message(text), kind: 'message' as const, name: `"${text}"` })),
  ];
}

/**
 * Runs a definition's golden examples with this engine recording what they exercise: each x-condition and transform
 * `when` in both outcomes, each transform step changing what is sent, each rule failing on its field (also when
 * another rule's text is the one shown), and each error text shown.
 */
export function exampleCoverage(def: Definition): DefinitionCoverage {
  const hits = new Set<string>();
  runAs({ ...engineScope(), coverage: { hit: (key) => hits.add(key) } }, () => runExamples(def));
  const items = coverageTargets(def).map(({ key, kind, name }) => ({ kind, name, hit: hits.has(key) }));
  return { file: def.file, covered: items.filter((i) => i.hit).length, total: items.length, items };
}

import { type Definition, type Problem } from '@ombudsportalen/engine';
import type { StudioExampleResult } from '@ombudsportalen/portal/api';
import { studioEngine } from './engine.js';

const { buildFormPayload, buildReportPayload, computeDefaults, validateValues } = studioEngine;

// What the example produces now: its body, or its errors (the same steps runExamples takes).
function actualOf(def: Definition, i: number): unknown {
  const ex = def.examples[i]!;
  const values = ex.withDefaults ? { ...computeDefaults(def, ex.context), ...ex.values } : ex.values;
  const result = validateValues(def, values, ex.context);
  if (ex.errors || !result.valid) return result.errors.map(({ field, message, code }) => (ex.errors?.some((e) => e.code) ? { field, message, code } : { field, message }));
  return def.report ? buildReportPayload(def, values, ex.context, ex.formatType ? { formatType: ex.formatType } : {}) : buildFormPayload(def, values, ex.context);
}

/** A line diff of two texts (longest common subsequence; the texts are a few dozen lines). */
export function lineDiff(expected: string, actual: string): string[] {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const lcs = a.map(() => new Array<number>(b.length + 1).fill(0));
  lcs.push(new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) out.push(`  ${a[i++]}`), j++;
    else if (i < a.length && (j === b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  return out;
}

/** Every golden example of a definition with the check's verdict (problems from checkDefinition) and a diff when it fails. */
export function exampleResults(def: Definition, problems: readonly Problem[]): StudioExampleResult[] {
  return def.examples.map((ex, i) => {
    const own = problems.filter((p) => p.pointer === `/x-examples/${i}` || p.pointer.startsWith(`/x-examples/${i}/`));
    if (own.length === 0) return { name: ex.name, ok: true };
    const expected = JSON.stringify(ex.payload ?? ex.errors, null, 2);
    let actual: string;
    try {
      actual = JSON.stringify(actualOf(def, i), null, 2);
    } catch (e) {
      actual = (e as Error).message;
    }
    return { name: ex.name, ok: false, message: own.map((p) => `${p.pointer}: ${p.message}`).join('\n'), diff: lineDiff(expected, actual) };
  });
}

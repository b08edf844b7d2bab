import { type EngineContext } from '@ombudsportalen/engine';
import { generatedDefinition, generatedValues } from './generated-definition';
import { table } from './stats';
import { benchEngine } from '../bench-engine';

const { buildFormPayload, computeDefaults, loadDefinition, validateValues } = benchEngine;

const CTX: EngineContext = { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '12345', today: '2024-03-15' };
const SIZES = [300, 1000, 3000] as const;
const GOAL = 1.5; // t(3000) / t(300) / 10: 1 when the time per field is constant
const ROUNDS = 25;

type Form = { n: number; def: ReturnType<typeof loadDefinition>; values: Record<string, unknown> };

/**
 * The fastest of ROUNDS timings per size, the sizes taking turns within each round: a burst of load, a collection or
 * the JIT recompiling a shared function then slows one round of every size, not one size's whole sample.
 */
function fastestPerSize(forms: readonly Form[], step: (f: Form) => unknown): number[] {
  const fastest = forms.map(() => Infinity);
  forms.forEach((f) => step(f)); // warm-up: compiles each size's validator
  for (let r = 0; r < ROUNDS; r++) {
    forms.forEach((f, i) => {
      const start = performance.now();
      step(f);
      fastest[i] = Math.min(fastest[i]!, performance.now() - start);
    });
  }
  return fastest;
}

/** Payload and validation at 300, 1,000 and 3,000 fields: µs per field and the growth ratio against its goal. */
export function scalingFigures(): string {
  const forms: Form[] = SIZES.map((n) => {
    const def = loadDefinition(generatedDefinition(n), `generated-${n}.json`, { metaCheck: false });
    return { n, def, values: { ...computeDefaults(def, CTX), ...generatedValues(n) } };
  });
  const steps: [string, (f: Form) => unknown][] = [
    ['buildFormPayload (filled in)', (f) => buildFormPayload(f.def, f.values, CTX)],
    ['validateValues (filled in)', (f) => validateValues(f.def, f.values, CTX)],
    ['validateValues (empty: an error per required field)', (f) => validateValues(f.def, {}, CTX)],
  ];
  const rows = steps.map(([name, step]) => {
    const perField = fastestPerSize(forms, step).map((ms, i) => (ms * 1000) / forms[i]!.n);
    const growth = perField[2]! / perField[0]!; // = t(3000) / t(300) / 10
    return [name, ...perField, growth, `≤ ${GOAL}`, growth <= GOAL ? 'met' : 'NOT met'];
  });
  return [
    `Payload and validation scaling (generated forms; µs per field, fastest of ${ROUNDS} interleaved rounds)`,
    table(['step', ...SIZES.map((n) => `${n} fields`), 't(3000)/t(300)/10', 'goal', ''], rows),
  ].join('\n');
}

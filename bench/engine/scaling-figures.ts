import { type EngineContext, buildFormPayload, computeDefaults, loadDefinition, validateValues } from '../../engine/index';
import { generatedDefinition, generatedValues } from './generated-definition';
import { millisPerRun, table } from './stats';

const CTX: EngineContext = { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '12345', today: '2024-03-15' };
const SIZES = [300, 1000, 3000] as const;
const GOAL = 1.5; // t(3000) / t(300) / 10: 1 when the time per field is constant

/** Payload and validation at 300, 1,000 and 3,000 fields: µs per field and the growth ratio against its goal. */
export function scalingFigures(): string {
  const forms = SIZES.map((n) => {
    const def = loadDefinition(generatedDefinition(n), `generated-${n}.json`, { metaCheck: false });
    return { n, def, values: { ...computeDefaults(def, CTX), ...generatedValues(n) } };
  });
  const steps: [string, (f: (typeof forms)[number]) => unknown][] = [
    ['buildFormPayload (filled in)', (f) => buildFormPayload(f.def, f.values, CTX)],
    ['validateValues (filled in)', (f) => validateValues(f.def, f.values, CTX)],
    ['validateValues (empty: an error per required field)', (f) => validateValues(f.def, {}, CTX)],
  ];
  const rows = steps.map(([name, step]) => {
    const perField = forms.map((f) => (millisPerRun(() => step(f), 15) * 1000) / f.n);
    const growth = perField[2]! / perField[0]!; // = t(3000) / t(300) / 10
    return [name, ...perField, growth, `≤ ${GOAL}`, growth <= GOAL ? 'met' : 'NOT met'];
  });
  return [
    'Payload and validation scaling (generated forms; µs per field, median of 15 runs)',
    table(['step', ...SIZES.map((n) => `${n} fields`), 't(3000)/t(300)/10', 'goal', ''], rows),
  ].join('\n');
}

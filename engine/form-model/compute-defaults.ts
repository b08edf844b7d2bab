import type { Values } from '../conditions/condition';
import type { EngineContext } from '../context/engine-context';
import { type RuleContext, ruleContextOf } from '../context/rule-context';
import { addDays, monthCode, type PeriodUnit } from '../context/periods';
import type { Definition, FieldModel } from '../model/definition';
import type { ComputedDefault } from '../declarations.gen';

// The month before today's, yymm: the day before the first of this month.
const previousMonth = (rc: RuleContext) => monthCode(addDays(`${rc.today.slice(0, 8)}01`, -1));
const previousYear = (rc: RuleContext) => String(Number(rc.year) - 1);

const COMPUTED: Record<Exclude<ComputedDefault, 'none' | 'lastCompletePeriod'>, (rc: RuleContext) => string> = {
  today: (rc) => rc.today,
  yesterday: (rc) => rc.yesterday,
  currentWeek: (rc) => rc.week,
  previousWeek: (rc) => rc.previousWeek,
  currentMonth: (rc) => rc.month,
  previousMonth,
  currentYear: (rc) => rc.year,
  previousYear,
};

// The last period that has ended, in the field's own unit: yesterday, the previous week, month or year.
const LAST_COMPLETE: Record<PeriodUnit, keyof typeof COMPUTED> = { date: 'yesterday', week: 'previousWeek', month: 'previousMonth', year: 'previousYear' };

// x-default wins, then a literal `default`; date fields without either get the spec's defaults (part 2 §9).
function defaultOf(f: FieldModel, rc: RuleContext): unknown {
  const computed = f.schema['x-default'];
  if (computed === 'none') return undefined;
  if (computed === 'lastCompletePeriod') return f.unit ? COMPUTED[LAST_COMPLETE[f.unit]](rc) : undefined;
  if (computed) return COMPUTED[computed](rc);
  if (f.schema.default !== undefined) return f.schema.default;
  if (f.unit === 'date') return f.range ? rc.yesterday : rc.today; // report ranges: yesterday; plain dates: today
  return undefined;
}

/** The initial values of a form under the context's clock (`today`): only fields that have a default. */
export function computeDefaults(def: Definition, ctx: EngineContext): Values {
  const rc = ruleContextOf(ctx);
  const out: Values = {};
  for (const f of def.fields) {
    const value = defaultOf(f, rc);
    if (value !== undefined) out[f.name] = value;
  }
  return out;
}

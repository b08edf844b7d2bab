import type { EngineContext } from '../context/engine-context';
import { ruleContextOf } from '../context/rule-context';
import type { Definition } from '../model/definition';

/** The first and last day a date field's rules allow (yyyy-MM-dd), for a picker that offers no other day. */
export interface DayBounds {
  min?: string;
  max?: string;
}

/**
 * The days a date field's own rules allow under this context (issue 41 §5): `x-notAfter` today or yesterday,
 * `x-notInFuture` (today), `x-beforeCurrent` (yesterday), `x-minYear` (its 1 January). The validation still decides;
 * this only keeps a picker from offering a day it would refuse.
 */
export function dayBounds(def: Definition, fieldName: string, ctx: EngineContext): DayBounds {
  const field = def.byName.get(fieldName);
  if (!field || field.unit !== 'date') return {};
  const s = field.schema;
  const rc = ruleContextOf(ctx);
  const ends = [s['x-notAfter'] && rc[s['x-notAfter']], s['x-notInFuture'] && rc.today, s['x-beforeCurrent'] && rc.yesterday].filter((d): d is string => typeof d === 'string');
  const max = ends.sort()[0];
  return { ...(s['x-minYear'] !== undefined ? { min: `${s['x-minYear']}-01-01` } : {}), ...(max !== undefined ? { max } : {}) };
}

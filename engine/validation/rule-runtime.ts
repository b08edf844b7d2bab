import { isVisibleTo } from '../conditions/access-rule';
import type { RuleContext } from '../context/rule-context';
import { type PeriodUnit, dayOf, periodCount, periodKey, utcDayMs, yearOfPeriod } from '../context/periods';
import { rolesMayUseOption } from '../context/engine-scope';
import { FORMATS } from '../model/formats';
import type { AccessRule } from '../declarations.gen';

// The functions compiled validators call: imported by runtime ajv and by standalone modules alike (one behaviour).
// Each returns true when the rule holds; a value of the wrong shape passes, so only `format` reports it.

type Parent = Record<string, unknown> | undefined;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a well-formed period of the unit (dates must also be real calendar days). */
export function isPeriod(unit: PeriodUnit, value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (unit !== 'date') return FORMATS[unit].regexp.test(value);
  if (!DAY.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return dayOf(utcDayMs(y, m, d)) === value; // a rolled-over day (2024-02-30 → 03-01) differs
}

function current(unit: PeriodUnit, rc: RuleContext): string {
  return { date: rc.today, week: rc.week, month: rc.month, year: rc.year }[unit];
}

/** Every rule a compiled validator can call, by rule name (the keyword is `rule-<name>`). */
export const ruleRuntime = {
  notAfter(data: unknown, which: 'today' | 'yesterday', _p: Parent, rc: RuleContext): boolean {
    return !isPeriod('date', data) || data <= rc[which];
  },
  notInFuture(data: unknown, unit: PeriodUnit, _p: Parent, rc: RuleContext): boolean {
    return !isPeriod(unit, data) || periodKey(unit, data) <= periodKey(unit, current(unit, rc));
  },
  beforeCurrent(data: unknown, unit: PeriodUnit, _p: Parent, rc: RuleContext): boolean {
    return !isPeriod(unit, data) || periodKey(unit, data) < periodKey(unit, current(unit, rc));
  },
  minYear(data: unknown, arg: { unit: PeriodUnit; year: number }): boolean {
    return !isPeriod(arg.unit, data) || yearOfPeriod(arg.unit, data) >= arg.year;
  },
  sameAs(data: unknown, other: string, parent: Parent): boolean {
    return data === parent?.[other];
  },
  before(data: unknown, arg: { other: string; unit?: PeriodUnit }, parent: Parent): boolean {
    const other = parent?.[arg.other];
    if (typeof data !== 'string' || typeof other !== 'string') return true;
    if (!arg.unit) return data < other;
    return !isPeriod(arg.unit, data) || !isPeriod(arg.unit, other) || periodKey(arg.unit, data) < periodKey(arg.unit, other);
  },
  rangeOrder(data: unknown, arg: { from: string; unit: PeriodUnit }, parent: Parent): boolean {
    const from = parent?.[arg.from];
    if (!isPeriod(arg.unit, data) || !isPeriod(arg.unit, from)) return true;
    return periodKey(arg.unit, from) <= periodKey(arg.unit, data);
  },
  rangeSpan(data: unknown, arg: { from: string; unit: PeriodUnit; max: number }, parent: Parent): boolean {
    const from = parent?.[arg.from];
    if (!isPeriod(arg.unit, data) || !isPeriod(arg.unit, from)) return true;
    return periodCount(arg.unit, from, data) <= arg.max; // both ends count: 31 days is the 1st to the 31st
  },
  optionRoles(data: unknown, byValue: Record<string, string[]>, _p: Parent, rc: RuleContext): boolean {
    return rolesMayUseOption(byValue[String(data)], rc.roles);
  },
  /** ÅÅÅÅMMDDXXXX: a real calendar day and the Luhn check digit over the last ten digits (the format checks the shape). */
  personalNumber(data: unknown): boolean {
    if (typeof data !== 'string' || !/^(?:19|20)\d{10}$/.test(data)) return true;
    if (!isPeriod('date', `${data.slice(0, 4)}-${data.slice(4, 6)}-${data.slice(6, 8)}`)) return false;
    const digits = [...data.slice(2)].map(Number);
    const sum = digits.reduce((acc, digit, i) => {
      const weighted = i % 2 === 0 ? digit * 2 : digit;
      return acc + (weighted > 9 ? weighted - 9 : weighted);
    }, 0);
    return sum % 10 === 0;
  },
  visibleTo(_data: unknown, vis: AccessRule, _p: Parent, rc: RuleContext): boolean {
    return isVisibleTo(vis, rc.roles, rc.segment);
  },
};

/** A rule name (keyword `rule-<name>` in compiled schemas). */
export type RuleName = keyof typeof ruleRuntime;


import { type MessageCode, formatMessage, swedishNumber } from '../model/message-catalogue';

import type { FieldModel } from '../model/definition';
import { formatInfo } from '../model/formats';

type Entry = { code: MessageCode; params?: Record<string, string | number> };

// Which catalogue text a failing rule shows for a field (before the field's own x-messages override it).
function defaultEntry(rule: string, arg: unknown, f: FieldModel, byName: Map<string, FieldModel>): Entry {
  const week = f.unit === 'week';
  switch (rule) {
    case 'type':
      return { code: f.schema.type === 'integer' ? 'integer' : f.schema.type === 'number' ? 'number' : 'wrongFormat' };
    case 'format':
      return { code: formatInfo(String(arg))?.message ?? 'wrongFormat' };
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
      return { code: rule, params: { limit: Number(arg) } };
    case 'enum':
      return { code: 'invalidOption' };
    case 'optionRoles':
      return { code: 'optionNotAllowed' };
    case 'notAfter':
      return { code: arg === 'yesterday' ? 'dateNotAfterYesterday' : 'dateNotAfterToday' };
    case 'notInFuture':
      return { code: week ? 'weekNotInFuture' : 'notInFuture' };
    case 'beforeCurrent':
      return { code: week ? 'weekBeforeCurrent' : 'beforeCurrent' };
    case 'minYear':
      return { code: 'minYear', params: { year: (arg as { year: number }).year } };
    case 'personalNumber':
      return { code: 'personalNumber' };
    case 'sameAs':
      return { code: 'sameAs' };
    case 'before':
      return { code: 'before', params: { other: byName.get((arg as { other: string }).other)?.label ?? '' } };
    case 'rangeOrder':
      return { code: f.unit === 'date' ? 'dateRangeOrder' : 'periodRangeOrder' };
    case 'rangeSpan': {
      const max = (arg as { max: number }).max;
      if (f.unit === 'week') return { code: 'maxWeeks', params: { weeks: max } };
      if (f.unit === 'month') return { code: 'maxMonths', params: { monthsInWords: swedishNumber(max) } };
      if (f.unit === 'year') return { code: 'maxYears', params: { years: max } };
      return { code: 'maxDays', params: { days: max } };
    }
    default:
      return { code: 'wrongFormat' };
  }
}

/** The error code and Swedish text a failing rule gives on a field; x-messages may pick another catalogue text. */
export function ruleMessage(rule: string, arg: unknown, f: FieldModel, byName: Map<string, FieldModel>): { code: string; message: string } {
  const entry = defaultEntry(rule, arg, f, byName);
  const code = f.schema['x-messages']?.[rule] ?? entry.code;
  return { code, message: formatMessage(code, entry.params) };
}

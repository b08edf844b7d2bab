import type { FieldJson, WidgetKind } from '../declarations.gen';
import { formatInfo } from '../model/formats';

/** What a field is, as the keywords see it: a checkbox, a number, a period (date/week/month/year), a time or text. */
export type FieldKind = 'text' | 'number' | 'checkbox' | 'date' | 'week' | 'month' | 'year' | 'time';

/** Every field kind, for documentation and tests. */
export const FIELD_KINDS: readonly FieldKind[] = ['text', 'number', 'checkbox', 'date', 'week', 'month', 'year', 'time'];

/** The kind of a field from its type and format. */
export function fieldKind(s: FieldJson): FieldKind {
  if (s.type === 'boolean') return 'checkbox';
  if (s.type === 'integer' || s.type === 'number') return 'number';
  if (s.format === 'time') return 'time';
  return formatInfo(s.format)?.unit ?? 'text';
}

const STRINGS: FieldKind[] = ['text', 'date', 'week', 'month', 'year', 'time'];
const PERIODS: FieldKind[] = ['date', 'week', 'month', 'year'];

/**
 * The field kinds each field keyword applies to (definitions.md §2 shows the same table; a test keeps them equal).
 * A keyword on another kind is refused by `check`: it would be ignored or fail at run time.
 */
export const KEYWORD_KINDS: Record<string, readonly FieldKind[]> = {
  pattern: STRINGS,
  minLength: STRINGS,
  maxLength: STRINGS,
  minimum: ['number'],
  maximum: ['number'],
  'x-clampAbove': ['number'],
  'x-placeholder': ['text', 'number', ...PERIODS, 'time'],
  'x-normalize': ['text', 'week', 'month', 'year'],
  'x-options': ['text', 'number'],
  'x-sameAs': ['text', 'number'],
  'x-before': ['number', ...PERIODS, 'time'],
  'x-notAfter': ['date'],
  'x-notInFuture': PERIODS,
  'x-beforeCurrent': ['week', 'month', 'year'],
  'x-minYear': PERIODS,
  'x-maxSpan': PERIODS,
  'x-rangeTitles': PERIODS,
};

/** The kinds each widget can show (select and radio also need x-options). */
export const WIDGET_KINDS: Record<WidgetKind, readonly FieldKind[]> = {
  text: ['text', 'number'], textarea: ['text'], password: ['text'], number: ['number'], checkbox: ['checkbox'],
  select: ['text', 'number'], radio: ['text', 'number'], date: ['date'], week: ['week'], month: ['month'], year: ['year'], time: ['time'],
  hidden: FIELD_KINDS, // not drawn: any value can be held and sent
};

/** A field keyword used on a kind it does not apply to, as check problems. */
export function keywordKindProblems(s: FieldJson, at: string, report: (pointer: string, message: string) => void): void {
  const kind = fieldKind(s);
  for (const [keyword, kinds] of Object.entries(KEYWORD_KINDS)) {
    if ((s as Record<string, unknown>)[keyword] !== undefined && !kinds.includes(kind)) {
      report(`${at}/${keyword}`, `${keyword} applies to ${kinds.join(', ')} fields, not to a ${kind} field`);
    }
  }
  const widget = s['x-widget'];
  if (widget && !WIDGET_KINDS[widget].includes(kind)) report(`${at}/x-widget`, `widget ${widget} shows ${WIDGET_KINDS[widget].join(', ')} fields, not a ${kind} field`);
  if ((widget === 'select' || widget === 'radio') && !s['x-options']) report(`${at}/x-widget`, `widget ${widget} needs x-options`);
}

import { type PeriodUnit, isoWeekOf, twoDigits } from '../context/periods';
import type { MessageCode } from './message-catalogue';
import type { WidgetKind } from '../declarations.gen';
import { vocabulary } from '../context/engine-scope';

/** What the engine knows about one `format`: its check (a RegExp is inlined by ajv standalone), text, unit and widget. */
export interface FormatInfo {
  /** The check; undefined means ajv-formats provides it. */
  regexp?: RegExp;
  message: MessageCode;
  unit?: PeriodUnit;
  widget: WidgetKind;
  /** The fixed layout of its values (yyyy, yy, MM, dd, ww and literal characters): how a reshaped value is read back. */
  shape?: string;
  /** The hint under a field of this format when the definition gives none (the password standard's). */
  hint?: string;
}

/** yy of the ISO years 2000–2099 that have a week 53 (their 28 December lies in it); yy reads as 20yy everywhere. */
export const WEEK_53_YEARS: readonly string[] = Array.from({ length: 100 }, (_, yy) => twoDigits(yy))
  .filter((yy) => isoWeekOf(`20${yy}-12-28`).week === 53);

// yyvv naming a week that exists: 01–52 in every year, 53 only in the years that have it (2553 and 2500 do not).
const ISO_WEEK = new RegExp(`^(?:\\d{2}(?:0[1-9]|[1-4]\\d|5[0-2])|(?:${WEEK_53_YEARS.join('|')})53)$`);

/** Every format a definition may use (part 1 §5, part 2 §5). */
export const FORMATS = {
  date: { message: 'dateInvalid', unit: 'date', widget: 'date', shape: 'yyyy-MM-dd' }, // ajv-formats "date": yyyy-MM-dd and a real calendar day
  email: { message: 'email', widget: 'text' }, // ajv-formats "email"
  week: { regexp: ISO_WEEK, message: 'weekFormat', unit: 'week', widget: 'week', shape: 'yyww', hint: 'Anges som ååvv' }, // yyvv of an existing ISO week
  month: { regexp: /^\d{2}(?:0[1-9]|1[0-2])$/, message: 'monthFormat', unit: 'month', widget: 'month', shape: 'yyMM', hint: 'Anges som ååmm' }, // yymm
  year: { regexp: /^(?:\d{2}|\d{4})$/, message: 'wrongFormat', unit: 'year', widget: 'year' }, // yyyy or yy
  mobile: { regexp: /^\+467\d{8}$/, message: 'mobile', widget: 'text' }, // +467XXXXXXXX
  phone: { regexp: /^(?:(?:0|\+46)\d{5,8}|\+467\d{8})$/, message: 'phone', widget: 'text' }, // landline or mobile
  postcode: { regexp: /^\d{3} ?\d{2}$/, message: 'postcode', widget: 'text' }, // 5 digits, optional space after 3
  personalNumber: { regexp: /^(?:19|20)\d{10}$/, message: 'personalNumber', widget: 'text' }, // ÅÅÅÅMMDDXXXX
  letters: { regexp: /^\p{L}+(?:[ -]\p{L}+)*$/u, message: 'letters', widget: 'text' }, // letters; single spaces/hyphens between names
  password: { message: 'password', widget: 'password' }, // its check and hint are the application's (passwordFormatInfo)
  time: { regexp: /^(?:(?:[01]\d|2[0-3])(?:00|30)|2400)$/, message: 'time', widget: 'time' }, // HHMM every 30 minutes, 0000–2400
} satisfies Record<string, FormatInfo>;

/** A format name a definition may use. */
export type FormatName = keyof typeof FORMATS;

/** All format names (the meta-schema lists the same; a test keeps them equal). */
export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];

/** The `password` format with the check and hint of the application's password standard (EngineVocabulary.password). */
function passwordFormatInfo(): FormatInfo {
  const { regexp, hint } = vocabulary().password;
  return { ...FORMATS.password, regexp, hint };
}

/** The info of a format name, or undefined for an unknown one. */
export function formatInfo(name: string | undefined): FormatInfo | undefined {
  if (name === 'password') return passwordFormatInfo();
  return name !== undefined && Object.hasOwn(FORMATS, name) ? (FORMATS as Record<string, FormatInfo>)[name] : undefined;
}

// Report subscriptions (issue 41 §4): what the SPA offers and the server accepts, in one place.

/** Periods relative to the delivery day (Europe/Stockholm). */
export const RELATIVE_PERIODS = ['previousMonth', 'previousWeek', 'yesterday', 'previousYear'] as const;
export type RelativePeriod = (typeof RELATIVE_PERIODS)[number];

export const FREQUENCIES = ['weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** The units a report's period parameter is written in (the definition's format). */
export type PeriodUnit = 'date' | 'week' | 'month' | 'year';
const UNITS: readonly string[] = ['date', 'week', 'month', 'year'] satisfies PeriodUnit[];

/** A report's period parameter: one field, or the two of a range ("P_FOM:P_TOM"). */
export interface PeriodField {
  names: readonly string[];
  unit: PeriodUnit;
  /** A range's longest span in its unit, both ends counted (x-maxSpan). */
  maxSpan?: number;
}

type Span = { days?: number; weeks?: number; months?: number; years?: number };
interface PropertiesJson {
  properties?: Record<string, { format?: string; 'x-maxSpan'?: Span } | undefined>;
}

/** The most days each short period spans, both ends counted. */
const LONGEST_DAYS: Readonly<Record<RelativePeriod, number>> = { yesterday: 1, previousWeek: 7, previousMonth: 31, previousYear: 366 };

/** Every period parameter of a report definition: the properties whose format is a date, a week, a month or a year. */
export function periodFieldsOf(definition: PropertiesJson): PeriodField[] {
  return Object.entries(definition.properties ?? {}).flatMap(([key, schema]) => {
    if (schema?.format === undefined || !UNITS.includes(schema.format)) return [];
    const span = schema['x-maxSpan'];
    const maxSpan = span && (span.days ?? span.weeks ?? span.months ?? span.years); // in the field's unit, as the engine's rangeSpan reads it
    return [{ names: key.split(':'), unit: schema.format as PeriodUnit, ...(maxSpan === undefined ? {} : { maxSpan }) }];
  });
}

/**
 * The relative periods a period parameter can hold: a date range the short ones within its longest span, a single day
 * only "I går", a week, month or year field the previous one.
 */
export function periodsFitting(field: PeriodField): readonly RelativePeriod[] {
  if (field.unit === 'date' && field.names.length === 1) return ['yesterday'];
  if (field.unit === 'date') return RELATIVE_PERIODS.filter((period) => LONGEST_DAYS[period] <= (field.maxSpan ?? Infinity));
  return field.unit === 'week' ? ['previousWeek'] : field.unit === 'month' ? ['previousMonth'] : ['previousYear'];
}

/**
 * The relative periods a subscription to the report may choose: those every period parameter the filled form sends
 * (`sent` names a sent field; EKORBF01 sends one of four) can hold. Empty: the report cannot be subscribed to.
 */
export function subscribablePeriods(definition: PropertiesJson, sent: (name: string) => boolean = () => true): RelativePeriod[] {
  const fields = periodFieldsOf(definition).filter((field) => field.names.every(sent));
  if (fields.length === 0) return [];
  return RELATIVE_PERIODS.filter((period) => fields.every((field) => periodsFitting(field).includes(period)));
}

/** The Swedish names of the choices, on the report's "Prenumerera" dialog and on "Mina prenumerationer". */
export const PERIOD_LABELS: Readonly<Record<RelativePeriod, string>> = {
  previousMonth: 'Förra månaden', previousWeek: 'Förra veckan', yesterday: 'I går', previousYear: 'Förra året',
};
export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = { weekly: 'Varje vecka', monthly: 'Varje månad (den 1:a)' };
/** ISO weekdays 1-7. */
export const WEEKDAY_LABELS = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'] as const;

/** "Varje vecka, tisdag kl. 07" / "Varje månad (den 1:a) kl. 06". */
export function scheduleLabel({ frequency, weekday, hour }: { frequency: Frequency; weekday: number | null; hour: number }): string {
  const day = frequency === 'weekly' && weekday !== null ? `, ${WEEKDAY_LABELS[weekday - 1] ?? ''}` : '';
  return `${FREQUENCY_LABELS[frequency]}${day} kl. ${String(hour).padStart(2, '0')}`;
}

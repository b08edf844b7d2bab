// Report subscriptions (issue 41 §4): what the SPA offers and the server accepts, in one place.

/** Periods relative to the delivery day (Europe/Stockholm). */
export const RELATIVE_PERIODS = ['previousMonth', 'previousWeek', 'yesterday'] as const;
export type RelativePeriod = (typeof RELATIVE_PERIODS)[number];

export const FREQUENCIES = ['weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

interface PropertiesJson {
  properties?: Record<string, { format?: string } | undefined>;
}

/**
 * The from and to parameters a subscription fills with its relative period: the report's date range ("P_FOM:P_TOM"
 * with format date). A report without one (a week, a month, a year field) cannot be subscribed to yet.
 */
export function subscribableRange(definition: PropertiesJson): [string, string] | undefined {
  for (const [key, schema] of Object.entries(definition.properties ?? {})) {
    const names = key.split(':');
    if (names.length === 2 && schema?.format === 'date') return [names[0] ?? '', names[1] ?? ''];
  }
  return undefined;
}

/** The Swedish names of the choices, on the report's "Prenumerera" dialog and on "Mina prenumerationer". */
export const PERIOD_LABELS: Readonly<Record<RelativePeriod, string>> = { previousMonth: 'Förra månaden', previousWeek: 'Förra veckan', yesterday: 'I går' };
export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = { weekly: 'Varje vecka', monthly: 'Varje månad (den 1:a)' };
/** ISO weekdays 1-7. */
export const WEEKDAY_LABELS = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'] as const;

/** "Varje vecka, tisdag kl. 07" / "Varje månad (den 1:a) kl. 06". */
export function scheduleLabel({ frequency, weekday, hour }: { frequency: Frequency; weekday: number | null; hour: number }): string {
  const day = frequency === 'weekly' && weekday !== null ? `, ${WEEKDAY_LABELS[weekday - 1] ?? ''}` : '';
  return `${FREQUENCY_LABELS[frequency]}${day} kl. ${String(hour).padStart(2, '0')}`;
}

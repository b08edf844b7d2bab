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

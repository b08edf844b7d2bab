/**
 * The day the e2e servers seed their demo data on (PORTAL_FIXED_DATE): report data ends the day before (2026-11-01),
 * education dates count from it. Specs that look at education states pin the browser to this day.
 */
export const DEMO_DAY = '2026-11-02';

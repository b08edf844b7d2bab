/** The race-event (Derby week) branding window, inclusive (spec §9). */
export const RACE_EVENT_FIRST_DAY = '2024-05-01';
export const RACE_EVENT_LAST_DAY = '2024-05-27';

function localIsoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** True on the calendar days of the race event, by the user's local date. */
export function isRaceEventWeek(now: Date): boolean {
  const today = localIsoDay(now);
  return today >= RACE_EVENT_FIRST_DAY && today <= RACE_EVENT_LAST_DAY;
}

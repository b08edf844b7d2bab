import { daysUntil } from '@ombudsportalen/portal/calendar-days';

/** The expiry notice shows when this many days or fewer remain (spec part 1 §2, §9). */
export const PASSWORD_EXPIRY_WARNING_DAYS = 14;

/**
 * Days left on the password when the notice should show (14 or fewer, 0 = the last day, negative = already expired),
 * else null: no date, an unreadable date, or 15 days or more.
 */
export function passwordExpiryDaysLeft(passwordExpireDate: string | undefined, today: string): number | null {
  if (!passwordExpireDate) return null;
  const days = daysUntil(passwordExpireDate, today);
  return Number.isNaN(days) || days > PASSWORD_EXPIRY_WARNING_DAYS ? null : days;
}

/** The notice's sentence for the days left (ours; the spec does not quote it). */
export function passwordExpiryText(days: number): string {
  if (days < 0) return 'Ditt lösenord har gått ut.';
  if (days === 0) return 'Ditt lösenord går ut i dag.';
  return `Ditt lösenord går ut om ${days} ${days === 1 ? 'dag' : 'dagar'}.`;
}

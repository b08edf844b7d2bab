// The Swedish texts of "Mina prenumerationer" and the outbox page (issue 41 §4).
export const SUBSCRIPTIONS_INTRO = 'Här ser du rapporterna du får med e-post. Du prenumererar på en rapport under Ekonomirapporter.';
export const SUBSCRIPTIONS_EMPTY = 'Du har inga prenumerationer.';
export const SUBSCRIPTIONS_LOAD_FAILED = 'Prenumerationerna kunde inte hämtas. Försök igen senare.';
export const SUBSCRIPTION_ACTION_FAILED = 'Ändringen kunde inte sparas. Försök igen.';
export const PAUSE_LABEL = 'Pausa';
export const RESUME_LABEL = 'Återuppta';
export const DELETE_LABEL = 'Ta bort';
export const PAUSED_TEXT = 'Pausad';
export const NEXT_RUN_LABEL = 'Nästa utskick';
export const SENT_TO_LABEL = 'Skickas till';
export const PERIOD_LABEL = 'Period';
export const DELETED_TOAST = 'Prenumerationen är borttagen.';

export const OUTBOX_INTRO = 'Portalen har ingen e-postserver (SMTP_URL) och lägger därför utskicken här.';
export const OUTBOX_EMPTY = 'Utkorgen är tom.';
export const OUTBOX_LOAD_FAILED = 'Utkorgen kunde inte hämtas. Försök igen senare.';
export const OUTBOX_ATTACHMENT_LABEL = 'Bilaga';

/** "2026-11-03 07:00" in Stockholm time. */
export function stockholmTime(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

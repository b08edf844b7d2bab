// Orders, /bestallningar (spec part 2 §2 "Orders", §8).
export const SAVE_CHANGES = 'Spara ändringar';
export const ORDERS_SAVED = 'Dina ändringar har sparats.';
export const ordersSaveFailed = (code: string): string => `Ett fel uppstod när listan skulle sparas. Felkod: ${code}`;
export const RACE_PROGRAMME = 'Banprogram';
/** The external race programme page (invented address; the spec names none). */
export const RACE_PROGRAMME_URL = 'https://banprogram.ombudsportalen.se';
// Ours: SALJARE sees the list without the form.
export const ORDERED = 'Beställt';
export const READ_ONLY_NOTE = 'Din butiksansvarige eller en utökad användare gör beställningarna.';
export const NO_ARTICLES = 'Det finns inga artiklar att beställa just nu.';
// Ours (issue 37 item 10): the summary beside the form of what the form now puts on order.
export const ORDER_SUMMARY_HEADING = 'Din beställning';
export const orderedCount = (ordered: number, articles: number): string =>
  ordered === 0 ? 'Inga artiklar beställda.' : `${ordered} av ${articles} artiklar beställda.`;

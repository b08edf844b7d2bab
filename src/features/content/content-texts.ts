// The content feature's Swedish texts (spec part 1 §2 "News", §8; part 2 §2 "Winners list section").
export const NEWS_HEADING = 'Senast publicerat';
/** The menu title of /nyheter (schemas/menu/menu.json). */
export const NEWS_SECTION_TITLE = 'Nyheter';
export const MORE_NEWS_HEADING = 'Fler nyheter';
export const MORE_TIPS_HEADING = 'Fler tips';
export const SECTION_ERROR_TEXT = 'Innehåll kan inte visas. Om problemet kvarstår, kontakta support.';
export const ARTICLE_ERROR_TEXT = 'Texten som skulle stå här kunde inte laddas. Om problemet kvarstår, kontakta support.';
export const NO_NEWS_TEXT = 'Det finns inga nyheter att visa just nu.';
export const PRESS_RELEASE_HEADING = 'Pressmeddelanden';
export const PRESS_RELEASE_TEXT = 'Här publiceras pressmeddelanden. Just nu finns det inga pressmeddelanden att visa.';
export const CHOOSE_GAME_HEADING = 'Välj spelform';
export const WINNERS_EMPTY_TEXT = 'Det finns inga vinstlistor för spelformen ännu.';
export const WINNERS_LOAD_ERROR_TEXT = 'Vinstlistorna kunde inte hämtas. Försök igen om en stund.';
export const WINNERS_DOWNLOAD_ERROR_TEXT = 'Vinstlistan kunde inte laddas ner. Försök igen om en stund.';
export const MORE_INFO_LABEL = 'Mer information';
export const CLOSE_LABEL = 'Stäng';
export const PREVIOUS_SLIDE_LABEL = 'Föregående';
export const NEXT_SLIDE_LABEL = 'Nästa';
export const OPEN_VIDEO_TEXT = 'Öppna videon';
export const CATEGORY_LABELS: Readonly<Record<string, string>> = { Nyhet: 'Nyhet', 'Viktig info': 'Viktig info' };

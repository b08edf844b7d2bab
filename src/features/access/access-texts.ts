/** The route guard's texts (spec §2 Routes, §6), quoted exactly. */
export const NO_ACCESS_TEXT = 'Du har inte behörighet till den här sidan';
export const TO_START_TEXT = 'Till startsidan';
export const CANNOT_LOAD_BEFORE_LINK = 'Innehållet går inte att ladda just nu.';
export const CANNOT_LOAD_LINK = 'Klicka här';
export const CANNOT_LOAD_AFTER_LINK = 'för att komma till startsidan.';

// Texts of the account pages. Quoted from the spec (part 1 §2, §4, §8) where it quotes them; the rest are ours
// (docs/decisions/account-pages.md).

export const SAVE = 'Spara';
export const CANCEL = 'Avbryt';
export const RESET = 'Återställ';
export const RELOAD = 'Ladda om';
export const EDIT = 'Ändra';

// Change password (§2, §8).
export const PASSWORD_HEADING = 'Byt lösenord';
export const PASSWORD_CHANGED = 'Lösenordet har ändrats.';
export const passwordRuleText = (text: string): string => `Lösenordet uppfyller inte kraven: ${text}`;
export const passwordChangeFailed = (code: string): string => `Ett fel uppstod när lösenordet skulle ändras. Felkod: ${code}`;
export const CHANGE_PASSWORD_LINK = 'Byt lösenord';

// Mobile number (§2).
export const MOBILE_SAVED = 'Mobilnummer har sparats.';
export const mobileSaveFailed = (code: string): string => `Ett fel uppstod när mobilnumret skulle sparas. Felkod: ${code}`;

// GDPR (§8).
export const GDPR_SAVE_FAILED = 'Det uppstod ett problem när dina GDPR-inställningar skulle uppdateras.';
export const GDPR_ACCEPT = 'Godkänn';

// Mina uppgifter (§2).
export const ABOUT_ME_HEADING = 'Mina uppgifter';
export const ALIAS_NOT_DEFINED = 'Ej definierat';
export const PERMISSION_ECONOMY = 'Ekonomi';
export const PERMISSION_STANDARD = 'Standard';
export const ABOUT_ME_SAVED = 'Dina uppgifter har sparats.';
export const aboutMeSaveFailed = (code: string): string => `Det uppstod ett problem när dina uppgifter skulle sparas. Felkod: ${code}`;
export const userLoadFailed = (code: string): string => `Ett fel uppstod när användaren skulle hämtas. Felkod: ${code}`;

// Butikens uppgifter (§2, §8).
export const SHOP_HEADING = 'Butikens uppgifter';
export const SHOP_SAVED = 'Inställningarna har sparats.';
export const SHOP_SAVE_FAILED = 'Det uppstod ett problem när dina inställningar skulle sparas.';

// Someone else saved first (HTTP 412); the server's message is shown, this is its fallback and our addition.
export const CONFLICT_FALLBACK = 'Någon annan har ändrat uppgifterna. Ladda om sidan för att se de senaste.';
export const CONFLICT_KEPT = 'Det du har skrivit finns kvar i formuläret tills du laddar om.';

// Education (§4, §8).
export const EDUCATION_HEADING = 'Dina obligatoriska utbildningar';
export const EDUCATION_NOT_COMPLETED = 'Du har inte slutfört alla obligatoriska utbildningar.';
export const educationExpiresIn = (days: number, also: boolean): string =>
  `Du har ${also ? 'även ' : ''}en utbildning som går ut om ${days} dagar.`;
export const EDUCATION_EXPIRES_WITHIN_24_HOURS = 'Din utbildning går ut inom 24 timmar.';
export const EDUCATION_LOAD_FAILED = 'Ett fel uppstod när utbildningsresultat skulle laddas.';
export const NO_COURSES = 'Det finns inga obligatoriska utbildningar registrerade.';
export const TO_COURSES = 'Till utbildningarna';
export const learningOpenFailed = (code: string): string => `Det gick inte att öppna utbildningarna. Felkod: ${code}`;

// Webmail (§7 Agency).
export const WEBMAIL = 'Webbmail';
export const WEBMAIL_OPEN = 'Öppna webbmailen';
export const webmailFailed = (code: string): string => `Det gick inte att öppna webbmailen. Felkod: ${code}`;

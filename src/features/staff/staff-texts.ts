// Every text of the staff page (spec part 2 §2 "Staff list", §4, §8 "Staff"); ✎ marks texts written for the portal.
import { STAFF_ROLE_LABELS, type Role } from '@ombudsportalen/portal/access';

export const STAFF_HEADING = 'Butikspersonal';
export const FILTER_LABEL = 'Visa'; // ✎ (the radio group's accessible name)
export const ADD_SELLER = 'Lägg till säljare'; // ✎ (the spec names the digital segment's label only)
export const ADD_SELLER_DIGITAL = 'Lägg till spellägggare';
export const ADD_ECONOMY = 'Lägg till ekonomibehörig'; // ✎
export const SEARCH = 'Sök';
export const ADD = 'Lägg till';
export const EDIT = 'Ändra';
export const CANCEL = 'Avbryt';
export const SAVE = 'Spara';
export const YES = 'Ja';
export const ONE_TIME_PASSWORD = 'Engångslösenord'; // ✎ (button opening the sub-form)
export const SET_ONE_TIME_PASSWORD = 'Spara engångslösenord'; // ✎
export const DELETE = 'Ta bort'; // ✎
export const CONFIRM_DELETE = 'BEKRÄFTA BORTTAGNING';
/** ✎ Under the spec's heading: whom Ja removes (issue 37). */
export const confirmDeleteOf = (name: string, username: string) => `Vill du ta bort ${name} (${username})?`;
export const NOT_DEFINED = 'Ej definierat';
export const LOCKED_TOOLTIP = 'Låst användare. Skapa ett engångslösenord för att låsa upp.';
export const FORCED_CHANGE_NOTICE = 'Denna användare har ett engångslösenord vilket behöver bytas vid nästa inloggning.';
export const RELOAD = 'Ladda om';
export const EMPTY_LIST = 'Inga användare att visa.'; // ✎

export const LABEL_USERNAME = 'Användarnamn';
export const LABEL_NAME = 'Namn';
export const LABEL_ALIAS = 'Namn på kundkvitto';
export const LABEL_ROLE = 'Behörighet';
export const LABEL_EDUCATION = 'Utbildning';
export const LABEL_MOBILE = 'Mobilnummer';

/** The roles label (spec part 2 §6), declared in schemas/access/decisions.json (staffRoles). */
export const ROLE_LABELS: Readonly<Record<string, string>> = STAFF_ROLE_LABELS;

/** The filter radios, in the spec's order: every user, then each staff role by its label. */
export const FILTERS: readonly { id: 'all' | Role; label: string }[] = [
  { id: 'all', label: 'Visa alla' },
  ...Object.entries(ROLE_LABELS).map(([id, label]) => ({ id: id as Role, label })),
];

// §8 successes.
export const NEW_USER_SAVED = 'Ny användare har sparats';
/** ✎ The spec's success with the new user's username, which the person hands on (issue 37). */
export const newUserSaved = (username: string) => `${NEW_USER_SAVED}. Användarnamnet är ${username}.`;
export const USER_DELETED = 'Användaren har tagits bort.';
export const CHANGES_SAVED = 'Dina ändringar har sparats.';
export const ONE_TIME_PASSWORD_SET = 'Användaren har fått ett tillfälligt lösenord att använda vid nästa inloggning.';

// §8 failures.
export const ALREADY_REGISTERED = 'Personen finns redan registrerad på ditt ombud';
export const LOOKUP_FAILED = 'Vänligen kontrollera att du skrivit in korrekt personnummer och försök igen. Om felet kvarstår kontakta kundservice.';
/** ✎ The person lookup's rate limit (429; docs/decisions/staff.md, issue 23). */
export const LOOKUP_LIMITED = 'Du har gjort för många sökningar på personnummer. Vänta en stund och försök igen.';
export const USERS_LOAD_FAILED = 'Ett fel uppstod när användarna skulle laddas.';
export const EDUCATION_LOAD_FAILED = 'Ett fel uppstod när utbildningsresultat skulle laddas.';
export const passwordRuleFailed = (rule: string) => `Lösenordet uppfyller inte kraven: ${rule}`;
export const userSaveFailed = (code: string) => `Ett fel uppstod när användaren skulle sparas. Felkod: ${code}`;
export const economySaveFailed = (code: string) => `Ett fel uppstod när den ekonomiansvarige skulle sparas. Felkod: ${code}`; // ✎ pattern of §8
export const userDeleteFailed = (code: string) => `Ett fel uppstod när användaren skulle tas bort. Felkod: ${code}`; // ✎ pattern of §8


import { engineScope, vocabulary } from '../context/engine-scope';

/**
 * Every Swedish text the engine can show, keyed by message code. Texts quoted from the spec are marked "spec";
 * the others were written for this engine and are listed in docs/definitions.md. {name} is a placeholder.
 */
export const messageCatalogue = {
  required: 'Fältet måste fyllas in.', // spec part 1 §5
  requiredShort: 'Måste fyllas i', // spec: login and report forms
  formInvalid: 'Ett eller flera fält följer inte den standard som krävs.', // spec: shop form
  formInvalidRetry: 'Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.', // spec: staff/report forms
  get password(): string { // the application's password standard (EngineVocabulary.password; the portal's: portal/password-standard.ts)
    return vocabulary().password.message;
  },
  sameAs: 'Måste vara samma som föregående fält.', // spec
  mustAccept: 'Du måste godkänna genom att bocka i rutan.', // spec: GDPR checkbox
  mobile: 'Ange mobilnumret som +467XXXXXXXX.',
  phone: 'Ange ett telefonnummer som börjar med 0 eller +46 följt av 5–8 siffror, eller ett mobilnummer +467XXXXXXXX.',
  email: 'Ange en giltig e-postadress.',
  postcode: 'Ange postnumret som fem siffror, till exempel 123 45.',
  personalNumber: 'Personnumret följer inte den standard som krävs (ÅÅÅÅMMDDXXXX).', // spec
  letters: 'Får bara innehålla bokstäver.',
  time: 'Ange en tid i hela eller halva timmar mellan 00:00 och 24:00.',
  integer: 'Måste vara ett heltal.',
  number: 'Måste vara ett tal.',
  minimum: 'Måste vara minst {limit}.',
  maximum: 'Får vara högst {limit}.',
  minLength: 'Måste innehålla minst {limit} tecken.',
  maxLength: 'Får innehålla högst {limit} tecken.',
  invalidOption: 'Välj ett av alternativen.',
  optionNotAllowed: 'Du har inte behörighet att välja det här alternativet.',
  wrongFormat: 'Fältet har fel format', // spec
  dateInvalid: 'Datumet finns inte eller har fel format. Ange det som åååå-mm-dd.', // error code 1; the spec's English text replaced (docs/decisions/swedish-input.md)
  dateNotAfterToday: 'Datum får inte vara efter dagens datum.', // spec
  dateNotAfterYesterday: 'Datumet får inte vara senare än gårdagens datum.', // spec
  notInFuture: 'Får inte ligga i framtiden', // spec
  minYear: 'Får inte vara innan år {year}', // spec with year 2000
  weekFormat: 'Måste anges som ååvv', // spec
  weekBeforeCurrent: 'Vecka måste vara innan nuvarande vecka.', // spec
  weekNotInFuture: 'Vecka får inte vara i framtiden.', // spec
  monthFormat: 'Måste anges som ååmm',
  beforeCurrent: 'Måste vara innan nuvarande period.',
  dateRangeOrder: 'Från-datumet får inte vara efter till-datumet.',
  periodRangeOrder: 'Från-perioden får inte vara efter till-perioden.',
  maxDays: 'Skillnaden i datum får inte vara mer än {days} dagar.', // spec with 365
  maxWeeks: 'Skillnaden i veckor får inte vara mer än {weeks} veckor.',
  maxMonths: 'Det valda intervallet av månader är större än {monthsInWords}. Använd år istället.', // spec with elva
  maxYears: 'Skillnaden i år får inte vara mer än {years} år.',
  before: 'Måste vara före {other}.',
  openingBeforeClosing: 'Öppningstiden måste vara före stängningstiden.',
  rangeFromTitle: 'Från och med',
  rangeToTitle: 'Till och med',
  // The server's check of a report request body (decodeFormRequest): problems with the sent parameters themselves.
  unknownParameter: 'Okänd parameter.',
  duplicateParameter: 'Parametern får bara skickas en gång.',
  unexpectedParameter: 'Fältet ska inte skickas med de valda värdena.',
  parameterMismatch: 'Värdet stämmer inte med formulärets övriga fält.',
} as const;

/** A key of the message catalogue. */
export type MessageCode = keyof typeof messageCatalogue;

/** All message codes, for meta-schema drift tests and meaning checks. */
export const MESSAGE_CODES = Object.keys(messageCatalogue) as MessageCode[];

const NUMBER_WORDS = ['noll', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio', 'elva', 'tolv'];

/** Swedish words for 0–12 (the month-span text spells its number: "elva"); larger numbers stay digits. */
export function swedishNumber(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** Fills a catalogue text's {placeholders} (the running engine's `messages` replace a text); an unknown placeholder is left as written so it shows in tests. */
export function formatMessage(code: MessageCode, params: Record<string, string | number> = {}): string {
  return (engineScope().messages[code] ?? messageCatalogue[code]).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * The password standard, stated once (spec part 1 §5 "Password", §8 "Password change"; part 2 §5 one-time passwords):
 * its limits, character classes and every rule with its HTTP 417 code and Swedish text, in the order they are checked.
 * Read by the engine's `password` format (the form's rule and hint), the server's 417 answers and docs/definitions.md
 * §16 (a test keeps that table equal to this). Texts marked spec are quoted; the others are ours (the spec names the
 * rule without its wording).
 */
const SPECIALS = '!#%&()*+,-./:;=?@_';

export const PASSWORD_STANDARD = {
  limits: {
    minLength: 8, maxLength: 12, minDigits: 1, maxDigits: 6, minLetters: 2, maxLetters: 10, minUpperCase: 2, maxUpperCase: 6,
    /** The same character at most this many times in a row. */
    maxRun: 2,
    /** Names shorter than this are not looked for (a last name "Ek" would refuse every "Ekorre"). */
    minNameLength: 3,
    /** The new password may not be any of the last five: the current one and the four before it. */
    history: 5,
    /** Days a new password is valid (passwordExpireDate). */
    validityDays: 90,
  },
  /** Character classes as regexp class bodies: capitals include Å Ä Ö (spec); anything not listed is illegal. */
  characters: { upperCase: 'A-ZÅÄÖ', letters: 'a-zåäöA-ZÅÄÖ', digits: '0-9', specials: SPECIALS },
  /** The part the form checks as the `password` format (8–12 characters, two capitals, one digit): its text and hint, and
   * the 417 code answered with that text when no single rule explains a refusal (defensive: no case reaches it). */
  form: {
    code: 'error.password.standard',
    message: 'Lösenordet måste ha 8–12 tecken, minst två versaler och minst en siffra.',
    hint: '8–12 tecken, minst två versaler (A–Ö) och minst en siffra.',
  },
  /** The 417 answers, in the order they are checked; `form`: a part of the form's standard, `server`: the server's own. */
  rules: {
    wrongLength: { code: 'error.password.wrong-length', text: 'Lösenordet måste vara mellan åtta och tolv tecken.', checkedBy: 'form', spec: true },
    digitRequired: { code: 'error.password.digit-required', text: 'Lösenordet måste innehålla minst en siffra.', checkedBy: 'form', spec: false },
    lettersRequired: { code: 'error.password.letters-required', text: 'Lösenordet måste innehålla minst två bokstäver.', checkedBy: 'form', spec: false },
    upperCaseRequired: { code: 'error.password.upper-case-required', text: 'Lösenordet måste innehålla minst två versaler.', checkedBy: 'form', spec: false },
    illegalCharacters: { code: 'error.password.illegal-characters', text: `Lösenordet får bara innehålla bokstäver (a–ö, A–Ö), siffror och specialtecknen ${[...SPECIALS].join(' ')}`, checkedBy: 'server', spec: false },
    tooManyDigits: { code: 'error.password.too-many-digits', text: 'Lösenordet får innehålla högst sex siffror.', checkedBy: 'server', spec: false },
    tooManyLetters: { code: 'error.password.too-many-letters', text: 'Lösenordet får innehålla högst tio bokstäver.', checkedBy: 'server', spec: false },
    tooManyUpperCase: { code: 'error.password.too-many-upper-case', text: 'Lösenordet får innehålla högst sex versaler.', checkedBy: 'server', spec: false },
    repeatedCharacter: { code: 'error.password.repeated-character', text: 'Lösenordet får inte innehålla samma tecken mer än två gånger i rad.', checkedBy: 'server', spec: false },
    containsName: { code: 'error.password.contains-name', text: 'Lösenordet får inte innehålla ditt förnamn, efternamn eller användarnamn.', checkedBy: 'server', spec: false },
    tooCommon: { code: 'error.password.too-common', text: 'Lösenordet är ett för vanligt ord eller en för vanlig fras.', checkedBy: 'server', spec: false },
    wrongCurrent: { code: 'error.password.wrong-current', text: 'Ditt nuvarande lösenord är fel.', checkedBy: 'server', spec: true },
    usedBefore: { code: 'error.password.used-before', text: 'Lösenordet har använts tidigare. Välj ett som inte är något av dina fem senaste.', checkedBy: 'server', spec: false },
  },
} as const;

/** A rule of the password standard (its 417 code and text: PASSWORD_STANDARD.rules[rule]). */
export type PasswordRule = keyof typeof PASSWORD_STANDARD.rules;

const { limits: L, characters: C } = PASSWORD_STANDARD;

/**
 * The form's part of the standard as one regexp (the `password` format; ajv standalone inlines it): minLength–maxLength
 * characters, at least minUpperCase capitals (Å Ä Ö included) and minDigits digits.
 */
export const PASSWORD_FORMAT = new RegExp(
  `^(?=(?:[^${C.upperCase}]*[${C.upperCase}]){${L.minUpperCase}})(?=(?:[^${C.digits}]*[${C.digits}]){${L.minDigits}}).{${L.minLength},${L.maxLength}}$`, 'u',
);

// The password policy's limits and its 417 answers (spec part 1 §8 "Password change"). The client shows
// "Lösenordet uppfyller inte kraven: {message}". Texts without a spec quote are ours
// (docs/decisions.md#account-pages-shop-details-and-education-server).

export const PASSWORD_LIMITS = {
  minLength: 8, maxLength: 12, maxDigits: 6, minLetters: 2, maxLetters: 10, minUpperCase: 2, maxUpperCase: 6,
  /** The same character at most this many times in a row. */
  maxRun: 2,
  /** Names shorter than this are not looked for (a last name "Ek" would refuse every "Ekorre"). */
  minNameLength: 3,
  /** The new password may not be any of the last five: the current one and the four before it. */
  history: 5,
  /** Days a new password is valid (passwordExpireDate). */
  validityDays: 90,
} as const;

/** Letters (a–z, å, ä, ö in both cases), digits and these specials; anything else (space, quotes, €, …) is illegal. */
export const ALLOWED_SPECIALS = '!#%&()*+,-./:;=?@_';
export const LETTER = /[a-zåäö]/iu;
export const UPPER_CASE = /[A-ZÅÄÖ]/u;
export const DIGIT = /[0-9]/u;

export const PASSWORD_RULES = {
  wrongLength: ['error.password.wrong-length', 'Lösenordet måste vara mellan åtta och tolv tecken.'], // spec
  containsName: ['error.password.contains-name', 'Lösenordet får inte innehålla ditt förnamn, efternamn eller användarnamn.'],
  illegalCharacters: ['error.password.illegal-characters',
    `Lösenordet får bara innehålla bokstäver (a–ö, A–Ö), siffror och specialtecknen ${[...ALLOWED_SPECIALS].join(' ')}`],
  digitRequired: ['error.password.digit-required', 'Lösenordet måste innehålla minst en siffra.'],
  tooManyDigits: ['error.password.too-many-digits', 'Lösenordet får innehålla högst sex siffror.'],
  lettersRequired: ['error.password.letters-required', 'Lösenordet måste innehålla minst två bokstäver.'],
  tooManyLetters: ['error.password.too-many-letters', 'Lösenordet får innehålla högst tio bokstäver.'],
  repeatedCharacter: ['error.password.repeated-character', 'Lösenordet får inte innehålla samma tecken mer än två gånger i rad.'],
  upperCaseRequired: ['error.password.upper-case-required', 'Lösenordet måste innehålla minst två versaler.'],
  tooManyUpperCase: ['error.password.too-many-upper-case', 'Lösenordet får innehålla högst sex versaler.'],
  tooCommon: ['error.password.too-common', 'Lösenordet är ett för vanligt ord eller en för vanlig fras.'],
  usedBefore: ['error.password.used-before', 'Lösenordet har använts tidigare. Välj ett som inte är något av dina fem senaste.'],
  wrongCurrent: ['error.password.wrong-current', 'Ditt nuvarande lösenord är fel.'], // spec
} as const satisfies Record<string, readonly [string, string]>;

export type PasswordRule = keyof typeof PASSWORD_RULES;

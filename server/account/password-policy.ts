import { PASSWORD_STANDARD, type PasswordRule } from '@ombudsportalen/portal/password-standard';
import { isTooCommon } from './common-passwords.js';

// The server's password rules as pure checks over the one declaration of the standard (limits, character classes:
// portal/password-standard.ts). The form's part (8–12 characters, two capitals, one digit) is decided by the
// engine's `password` format; `explainStandard` only names which part of it failed, for the specific 417 text.

const { limits: L, characters: C } = PASSWORD_STANDARD;
const LETTER = new RegExp(`[${C.letters}]`, 'u');
const UPPER_CASE = new RegExp(`[${C.upperCase}]`, 'u');
const DIGIT = new RegExp(`[${C.digits}]`, 'u');

/** Who the password belongs to: the names it must not contain. */
export interface PasswordOwner {
  username: string;
  firstname: string;
  lastname: string;
}

const count = (password: string, pattern: RegExp): number => [...password].filter((ch) => pattern.test(ch)).length;
const isAllowed = (ch: string): boolean => LETTER.test(ch) || DIGIT.test(ch) || C.specials.includes(ch);

function longestRun(password: string): number {
  let longest = 0;
  let run = 0;
  let previous = '';
  for (const ch of password) {
    run = ch === previous ? run + 1 : 1;
    previous = ch;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** The names looked for: first name, last name, the username and its part after the agency number. */
function namesOf(owner: PasswordOwner): string[] {
  const afterAgency = owner.username.includes('_') ? owner.username.slice(owner.username.indexOf('_') + 1) : '';
  return [owner.firstname, owner.lastname, owner.username, afterAgency]
    .map((name) => name.trim().toLocaleLowerCase('sv'))
    .filter((name) => [...name].length >= L.minNameLength);
}

/**
 * Which part of the client-visible standard a refused password breaks, for the 417 text. Call it only when the
 * engine refused the password; undefined means none of the parts explains it (the caller answers the engine's text).
 */
export function explainStandard(password: string): PasswordRule | undefined {
  const length = [...password].length;
  if (length < L.minLength || length > L.maxLength) return 'wrongLength';
  if (count(password, DIGIT) < L.minDigits) return 'digitRequired';
  if (count(password, LETTER) < L.minLetters) return 'lettersRequired';
  if (count(password, UPPER_CASE) < L.minUpperCase) return 'upperCaseRequired';
  if (![...password].every(isAllowed)) return 'illegalCharacters';
  return undefined;
}

/** The first server-only rule a password (already meeting the standard) breaks, in the order the client sees them. */
export function serverRuleBroken(password: string, owner: PasswordOwner): PasswordRule | undefined {
  if (![...password].every(isAllowed)) return 'illegalCharacters';
  if (count(password, DIGIT) > L.maxDigits) return 'tooManyDigits';
  if (count(password, LETTER) > L.maxLetters) return 'tooManyLetters';
  if (count(password, UPPER_CASE) > L.maxUpperCase) return 'tooManyUpperCase';
  if (longestRun(password) > L.maxRun) return 'repeatedCharacter';
  const lower = password.toLocaleLowerCase('sv');
  if (namesOf(owner).some((name) => lower.includes(name))) return 'containsName';
  if (isTooCommon(password)) return 'tooCommon';
  return undefined;
}

// A new staff member's username: agency number, underscore, the first name in capitals without diacritics
// (1001_LENA, then 1001_LENA2 …), like the seeded accounts. At most 24 characters.
const MAX_NAME = 12;

export function usernameBase(agencyNumber: string, firstname: string): string {
  const ascii = firstname.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z]/g, '');
  return `${agencyNumber}_${(ascii === '' ? 'USER' : ascii).slice(0, MAX_NAME)}`;
}

/** The base, or the base with the lowest number from 2 that is not taken (taken: upper-cased usernames). */
export function freeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toUpperCase())) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate.toUpperCase())) return candidate;
  }
}

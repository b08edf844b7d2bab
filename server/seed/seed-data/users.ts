import { addDays } from '@ombudsportalen/engine/browser';
import type { NewUser } from '../../repositories/user-repository.js';
import { EXTRA_STAFF_ROWS } from './staff.js';
import type { StaffSeedRow } from './user-row.js';

/** The one password of every demo account (documented in README.md). */
export const DEMO_PASSWORD = 'Ombud2024AB';
// Dates are relative to the day the database is created (seed_calendar.created_day): for a store created 2026-11-02
// passwords expire 2027-01-31 and GDPR was accepted 2025-03-14.
const PASSWORD_VALID_DAYS = 90;
const GDPR_ACCEPTED_DAYS_BEFORE = 598;

/** A fictitious Swedish personal number (ÅÅÅÅMMDDXXXX) with a valid Luhn check digit. */
export function personnummer(birthDate: string, serial: string): string {
  const body = `${birthDate.slice(2)}${serial}`;
  const sum = [...body].reduce((acc, ch, i) => {
    const doubled = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${birthDate}${serial}${(10 - (sum % 10)) % 10}`;
}

// The demo accounts are a contract (README.md); the staff rows give the later staff page content.
const ROWS: StaffSeedRow[] = [
  { username: '1001_MGR', first: 'Karin', last: 'Lindqvist', roles: ['OMBMGR'], mobile: '+46701234501', alias: 'Karin', born: ['19720415', '238'], agency: '1001' },
  { username: '1001_PLUS', first: 'Johan', last: 'Bergström', roles: ['SALJPLUS'], mobile: '+46701234502', alias: 'Johan B', born: ['19850923', '114'], agency: '1001' },
  { username: '1001_SALJ', first: 'Elin', last: 'Nyström', roles: ['SALJARE'], mobile: '+46701234503', alias: 'Elin', born: ['19990102', '362'], agency: '1001' },
  { username: '1001_EKO', first: 'Per', last: 'Holmgren', roles: ['EKONOMI'], mobile: '+46701234504', born: ['19640730', '455'], agency: '1001' },
  { username: '1001_NYTT', first: 'Amir', last: 'Haddad', roles: ['SALJARE'], mobile: '+46701234505', born: ['20010611', '297'], agency: '1001', forceChange: true },
  { username: '1001_GDPR', first: 'Lisa', last: 'Ek', roles: ['SALJARE'], mobile: '+46701234506', born: ['19931118', '020'], agency: '1001', gdpr: '' },
  { username: '1001_MOBIL', first: 'Oskar', last: 'Sjöberg', roles: ['SALJARE'], mobile: null, alias: 'Oskar', born: ['19880304', '173'], agency: '1001' },
  { username: '2002_MGR', first: 'Sara', last: 'Öberg', roles: ['OMBMGR'], mobile: '+46702002001', alias: 'Sara', born: ['19790227', '046'], agency: '2002' },
  { username: '3003_MGR', first: 'Leif', last: 'Sandberg', roles: ['OMBMGR'], mobile: '+46703003001', born: ['19610809', '335'], agency: '3003' },
  { username: 'KEDJA3', first: 'Maria', last: 'Falk', roles: ['RETAIL'], mobile: '+46704567301', chain: 3 },
  { username: 'TELIA1', first: 'Henrik', last: 'Dahl', roles: ['PARTNER_TELIA'], mobile: '+46704567302', partner: 'TELIA' },
  { username: 'FOLKSPEL1', first: 'Annika', last: 'Wallin', roles: ['PARTNER_FOLKSPEL'], mobile: '+46704567303', partner: 'FOLKSPEL' },
  { username: 'ADMIN1', first: 'Gustav', last: 'Engström', roles: ['ADMIN'], mobile: '+46704567304' },
  { username: 'COACH1', first: 'Ingrid', last: 'Blom', roles: ['SALJCOACH'], mobile: '+46704567305' },
  // Extra staff per demo agency.
  { username: '1001_ANNA', first: 'Anna', last: 'Svensson', roles: ['SALJARE'], mobile: '+46731001011', alias: 'Anna S', born: ['19960521', '068'], agency: '1001' },
  { username: '1001_BJORN', first: 'Björn', last: 'Lund', roles: ['SALJPLUS'], mobile: '+46731001012', born: ['19830214', '151'], agency: '1001' },
  { username: '1001_CECILIA', first: 'Cecilia', last: 'Nord', roles: ['EKONOMI'], mobile: '+46731001013', born: ['19770912', '284'], agency: '1001' },
  { username: '1001_DAVID', first: 'David', last: 'Ahmed', roles: ['SALJARE'], mobile: '+46731001014', alias: 'David', born: ['20030330', '319'], agency: '1001', locked: true },
  { username: '1001_EMMA', first: 'Emma', last: 'Lindgren', roles: ['SALJARE'], mobile: '+46731001015', born: ['20050708', '402'], agency: '1001', forceChange: true },
  { username: '2002_FREDRIK', first: 'Fredrik', last: 'Palm', roles: ['SALJARE'], mobile: '+46732002011', born: ['19900119', '217'], agency: '2002' },
  { username: '2002_GUNILLA', first: 'Gunilla', last: 'Roos', roles: ['EKONOMI'], mobile: '+46732002012', born: ['19580625', '086'], agency: '2002' },
  { username: '3003_HANNA', first: 'Hanna', last: 'Vik', roles: ['SALJARE'], mobile: '+46733003011', alias: 'Hanna', born: ['19971003', '248'], agency: '3003' },
  { username: '3003_IVAR', first: 'Ivar', last: 'Strand', roles: ['SALJPLUS'], mobile: '+46733003012', born: ['19691228', '131'], agency: '3003', locked: true },
  { username: '4004_MGR', first: 'Mats', last: 'Hedlund', roles: ['OMBMGR'], mobile: '+46734004001', born: ['19751111', '359'], agency: '4004' },
  { username: '4004_JOHANNA', first: 'Johanna', last: 'Berg', roles: ['SALJARE'], mobile: '+46734004011', alias: 'Johanna', born: ['20000417', '025'], agency: '4004' },
  ...EXTRA_STAFF_ROWS, // the staff page's 2002 rows (staff.ts)
];

function toUser(row: StaffSeedRow, index: number, passwordHash: string, createdDay: string): NewUser {
  const gdprAccepted = addDays(createdDay, -GDPR_ACCEPTED_DAYS_BEFORE);
  return {
    username: row.username, firstname: row.first, lastname: row.last, alias: row.alias ?? null, mobile: row.mobile,
    roles: row.roles, socialSecurityNumber: row.born ? personnummer(row.born[0], row.born[1]) : null,
    personId: row.born ? `P${String(100001 + index)}` : null, passwordHash, passwordExpireDate: addDays(createdDay, PASSWORD_VALID_DAYS),
    forcePasswordChange: row.forceChange === true, gdprAcceptDate: row.gdpr === undefined ? gdprAccepted : row.gdpr,
    storeChainId: row.chain ?? null, agencyNumber: row.agency ?? null, partner: row.partner ?? null, locked: row.locked === true,
  };
}

export const SEED_USERNAMES: readonly string[] = ROWS.map((row) => row.username);

/** The seed users of a store created on `createdDay`, all carrying the given hash of DEMO_PASSWORD. */
export function seedUsers(passwordHash: string, createdDay: string): NewUser[] {
  return ROWS.map((row, index) => toUser(row, index, passwordHash, createdDay));
}

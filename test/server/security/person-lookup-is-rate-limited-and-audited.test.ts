import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call } from '../staff/staff-helpers.js';

// Issue 23, finding 4: a SALJPLUS enumerated the population register at 2,552 lookups/s. The lookup is limited per user
// (10) and per agency (30) within 15 minutes, writes one audit row per lookup, and answers only the spec's texts.
const LOOKUP_FAILED = 'Vänligen kontrollera att du skrivit in korrekt personnummer och försök igen. Om felet kvarstår kontakta kundservice.';
const LIMITED = 'Du har gjort för många sökningar på personnummer. Vänta en stund och försök igen.';
const FOUND = '199005141230'; // Lena Åström
const PROTECTED = '198812122227';
const UNKNOWN = '199501011127'; // a valid personal number the register does not hold
const WINDOW_MS = 15 * 60_000;

interface AuditRow { at: string; actor: string; agency_number: string; ssn: string; outcome: string }

describe('the person lookup is rate-limited per user and agency and audited (issue 23, finding 4)', () => {
  let t: TestApp;
  const lookup = (user: string, ssn: string) => call(t, user, 'POST', '/person', { ssn });
  const auditRows = () => t.db.prepare('SELECT at, actor, agency_number, ssn, outcome FROM person_lookup_audit ORDER BY at, rowid').all() as AuditRow[];

  beforeAll(async () => {
    t = await buildTestApp();
    // A fourth administrator of 1001, so the agency's allowance can be spent by its users' own allowances.
    t.db.prepare(`UPDATE users SET roles = '["SALJPLUS"]' WHERE username = '1001_ANNA'`).run();
  });
  afterAll(async () => t.close());

  it('answers only the spec\'s texts: the two names, 403 without them, the lookup text for unknown and malformed numbers', async () => {
    const found = await lookup('1001_MGR', FOUND);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ firstname: 'Lena', lastname: 'Åström' });
    const hidden = await lookup('1001_MGR', PROTECTED);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.body).not.toMatch(/firstname|lastname/);
    const unknown = await lookup('1001_MGR', UNKNOWN);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { code: 'error.person.not-found', message: LOOKUP_FAILED }]);
    const malformed = await lookup('1001_MGR', '19900514123X');
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { code: 'error.validation', message: LOOKUP_FAILED, fields: [{ field: 'ssn', message: LOOKUP_FAILED }] }]);
  });

  it('writes one audit row per register lookup: who, for which agency, which number, what the register answered', () => {
    expect(auditRows().map(({ actor, agency_number, ssn, outcome }) => [actor, agency_number, ssn, outcome])).toEqual([
      ['1001_MGR', '1001', FOUND, 'found'], ['1001_MGR', '1001', PROTECTED, 'protected'], ['1001_MGR', '1001', UNKNOWN, 'not-found'],
    ]);
    expect(auditRows()[0]?.at).toBe(t.clock.now().toISOString());
  });

  it('the eleventh lookup of a user within 15 minutes gets 429 with the decided text and Retry-After, and is not looked up', async () => {
    t.clock.advance(WINDOW_MS);
    for (let i = 0; i < 10; i++) {
      expect((await lookup('1001_PLUS', FOUND)).statusCode).toBe(200);
      t.clock.advance(1_000);
    }
    const before = auditRows().length;
    const limited = await lookup('1001_PLUS', FOUND);
    expect([limited.statusCode, limited.json()]).toEqual([429, { code: 'error.person.rate-limited', message: LIMITED }]);
    // The oldest of the ten leaves the window 15 minutes after it was made: 10 s from now.
    expect(limited.headers['retry-after']).toBe(String((WINDOW_MS - 10_000) / 1000));
    expect(auditRows().length).toBe(before);
    // Another user of the agency still has their own allowance; the first user's returns as the window slides.
    expect((await lookup('1001_MGR', FOUND)).statusCode).toBe(200);
    t.clock.advance(WINDOW_MS - 10_000);
    expect((await lookup('1001_PLUS', FOUND)).statusCode).toBe(200);
  });

  it('an agency\'s users share 30 lookups within 15 minutes; another agency is not affected', async () => {
    t.clock.advance(WINDOW_MS);
    for (const user of ['1001_MGR', '1001_PLUS', '1001_BJORN']) {
      for (let i = 0; i < 10; i++) expect((await lookup(user, UNKNOWN)).statusCode, user).toBe(404);
    }
    const limited = await lookup('1001_ANNA', UNKNOWN);
    expect([limited.statusCode, limited.json().message]).toEqual([429, LIMITED]);
    expect((await lookup('2002_MGR', FOUND)).statusCode).toBe(200);
  });

  it('a refused caller is neither looked up nor audited', async () => {
    t.clock.advance(WINDOW_MS);
    const before = auditRows().length;
    for (const user of ['1001_SALJ', '1001_EKO', 'ADMIN1', 'KEDJA3']) expect((await lookup(user, FOUND)).statusCode, user).toBe(403);
    expect(auditRows().length).toBe(before);
  });
});

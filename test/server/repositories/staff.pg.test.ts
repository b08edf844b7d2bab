// The staff, shop-details, form-version and learning repositories behave the same on SQLite and PostgreSQL: If-Match
// writes at a stale version write nothing (and of two racing saves one wins), every staff write leaves its audit row,
// and the person lookup's rate limit holds for parallel lookups on several connections.
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../server/db/store.js';
import { createFormVersions } from '../../../server/repositories/form-versions.js';
import { createLearningRepository } from '../../../server/repositories/learning-repository.js';
import { createShopDetailsRepository, EDITABLE_SHOP_COLUMNS, type ShopDetails } from '../../../server/repositories/shop-details-repository.js';
import { createStaffRepository, type StaffAuditEntry } from '../../../server/repositories/staff-repository.js';
import type { NewUser } from '../../../server/repositories/user-repository.js';
import { seedEducation } from '../../../server/seed/seed-education.js';
import { seedStaff } from '../../../server/seed/seed-staff.js';
import { REGISTER_ONLY } from '../../../server/seed/seed-data/population-register.js';
import { storeCases } from '../../support/store-cases.js';

const cases = storeCases('staff_repositories');

const newUser = (username: string, ssn: string, agencyNumber = '1001'): NewUser => ({
  username, firstname: 'Lena', lastname: 'Åström', alias: null, mobile: null, roles: ['SALJARE'], socialSecurityNumber: ssn,
  personId: null, passwordHash: 'hash', passwordExpireDate: '2026-11-02', forcePasswordChange: true, gdprAcceptDate: '',
  storeChainId: null, agencyNumber, partner: null,
});

const entry = (target: string, action: StaffAuditEntry['action'], changes: StaffAuditEntry['changes'] = {}): StaffAuditEntry => ({
  at: '2026-11-02T08:00:00.000Z', actor: '1001_MGR', actorRoles: ['OMBMGR'], agencyNumber: '1001', target, action, changes,
});

const SHOP: ShopDetails = Object.fromEntries(Object.keys(EDITABLE_SHOP_COLUMNS)
  .map((field) => [field, field === 'shareAgencyReport' ? true : /(Opening|Closing)$/.test(field) ? '0800' : `ny ${field}`])) as ShopDetails;

describe.each(cases)('staff repositories on $name', ({ open }) => {
  let store: Store;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ store, drop } = await open());
    await store.db.insertInto('chains').values({ chain_id: 0, chain_name: 'Ej kedjetillhörighet' }).execute();
    for (const agency of ['1001', '2002']) {
      await store.db.insertInto('agencies').values({
        agency_number: agency, agency_name: `Butik ${agency}`, weekday_opening: '0900', weekday_closing: '2000',
        sat_opening: '1000', sat_closing: '1600', sun_opening: '0000', sun_closing: '0000',
      }).execute();
    }
  });
  afterAll(async () => drop());

  it('creates staff with an audit row; lists, finds the holder and free usernames case-insensitively and literally', async () => {
    const staff = createStaffRepository(store);
    await staff.create({ ...newUser('1001_lena', '199005141230'), personId: await staff.nextPersonId() }, entry('1001_lena', 'create', { firstname: [null, 'Lena'] }));
    await staff.create({ ...newUser('1001_LENA2', '197803024566'), personId: await staff.nextPersonId() }, entry('1001_LENA2', 'create'));
    await staff.create(newUser('1001_AXEL', '200208157891'), entry('1001_AXEL', 'create'));
    await staff.create(newUser('2002_LENA', '199005141230', '2002'), { ...entry('2002_LENA', 'create'), agencyNumber: '2002' });

    expect((await staff.membersOf('1001')).map((user) => user.username)).toEqual(['1001_AXEL', '1001_lena', '1001_LENA2']);
    expect(await staff.holderOf('199005141230', '1001')).toBe('1001_lena');
    expect(await staff.holderOf('199005141230', '3003')).toBeUndefined();
    expect(await staff.usernamesStartingWith('1001_LENA')).toEqual(new Set(['1001_LENA', '1001_LENA2']));
    // '_' is a character, not LIKE's wildcard: 1001XLENA would not match 1001_LENA.
    expect(await staff.usernamesStartingWith('100_')).toEqual(new Set());
    expect(await staff.nextPersonId()).toBe('P100003');
    const audit = await staff.auditOf('1001');
    expect(audit.map((row) => [row.target, row.action])).toEqual([['1001_lena', 'create'], ['1001_LENA2', 'create'], ['1001_AXEL', 'create']]);
    expect(audit[0]).toMatchObject({ actor: '1001_MGR', actorRoles: ['OMBMGR'], agencyNumber: '1001', changes: { firstname: [null, 'Lena'] } });
    expect(audit.map((row) => row.id)).toEqual([...audit.map((row) => row.id)].sort((a, b) => a - b));
  });

  it('picks the next person id from one row of the person-id index, not from every user (operator size: 24,000 users)', async () => {
    const rowsRead: number[] = [];
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => { rowsRead.push(args.result.rows.length); return args.result; },
    };
    const staff = createStaffRepository({ ...store, db: store.db.withPlugin(counting) });
    const person = (username: string, personId: string) => ({ username, firstname: 'P', lastname: 'X', roles: '["SALJARE"]', password_hash: 'hash', person_id: personId });
    await store.db.insertInto('users').values([person('1001_PX1', 'P100007'), person('1001_PX2', 'P100010'), person('1001_PX3', 'X999999')]).execute();
    try {
      expect(await staff.nextPersonId()).toBe('P100011');
      expect(rowsRead).toEqual([1]);
    } finally {
      await store.db.deleteFrom('users').where('username', 'in', ['1001_PX1', '1001_PX2', '1001_PX3']).execute();
    }
  });

  it('updates a card and sets a one-time password only at the current version, with their audit rows; of two racing saves one wins', async () => {
    const staff = createStaffRepository(store);
    const version = async () => (await store.db.selectFrom('users').select('version').where('username', '=', '1001_AXEL').executeTakeFirstOrThrow()).version;
    const auditRows = async () => (await staff.auditOf('1001')).filter((row) => row.target === '1001_AXEL' && row.action !== 'create');
    const card = { alias: 'Axe', mobile: '0701234567', roles: ['SALJPLUS'] };

    expect(await staff.update('1001_AXEL', 2, { card }, [entry('1001_AXEL', 'update')])).toBeUndefined();
    expect(await version()).toBe(1);
    expect(await auditRows()).toEqual([]);

    await store.db.updateTable('users').set({ locked: 1, failed_logins: 4, locked_until: 1_800_000_000_000 }).where('username', '=', '1001_AXEL').execute();
    // The answer is the user as the write left them: both writes, two versions on.
    expect(await staff.update('1001_AXEL', 1, { card, passwordHash: 'new-hash' },
      [entry('1001_AXEL', 'update', { alias: [null, 'Axe'] }), entry('1001_AXEL', 'one-time-password')])).toMatchObject({
      username: '1001_AXEL', alias: 'Axe', mobile: '0701234567', roles: ['SALJPLUS'], passwordHash: 'new-hash', forcePasswordChange: true,
      locked: false, lockedUntil: null, failedLogins: 0, version: 3,
    });
    expect(await store.db.selectFrom('users').select(['alias', 'mobile', 'roles', 'password_hash', 'force_password_change', 'locked', 'locked_until', 'failed_logins', 'version'])
      .where('username', '=', '1001_axel').executeTakeFirst()).toEqual({
      alias: 'Axe', mobile: '0701234567', roles: '["SALJPLUS"]', password_hash: 'new-hash', force_password_change: 1, locked: 0,
      locked_until: null, failed_logins: 0, version: 3,
    });
    expect((await auditRows()).map((row) => row.action)).toEqual(['update', 'one-time-password']);

    // The same stale version again: nothing written, no audit row.
    expect(await staff.update('1001_AXEL', 1, { card: { ...card, alias: 'Stale' } }, [entry('1001_AXEL', 'update')])).toBeUndefined();
    const racing = await Promise.all(['A', 'B', 'C', 'D'].map((alias) => staff.update('1001_AXEL', 3, { card: { ...card, alias } }, [entry('1001_AXEL', 'update')])));
    expect(racing.filter(Boolean).map((user) => user?.version)).toEqual([4]);
    expect(await version()).toBe(4);
    expect(await auditRows()).toHaveLength(3);
  });

  it('deletes only at the current version, with a delete audit row', async () => {
    const staff = createStaffRepository(store);
    expect(await staff.remove('1001_LENA2', 7, entry('1001_LENA2', 'delete'))).toBe(false);
    expect((await staff.membersOf('1001')).map((user) => user.username)).toContain('1001_LENA2');
    expect(await staff.remove('1001_lena2', 1, entry('1001_LENA2', 'delete'))).toBe(true);
    expect((await staff.membersOf('1001')).map((user) => user.username)).not.toContain('1001_LENA2');
    expect((await staff.auditOf('1001')).filter((row) => row.action === 'delete').map((row) => row.target)).toEqual(['1001_LENA2']);
  });

  it('looks persons up within the limits per user and agency, one audit row each; parallel lookups cannot pass the limit', async () => {
    const staff = createStaffRepository(store);
    expect(await seedStaff(store, '2026-11-02')).toBeGreaterThanOrEqual(REGISTER_ONLY.length);
    expect(await seedStaff(store, '2026-11-02')).toBe(0);
    const limits = { perUser: 2, perAgency: 3, windowMs: 60_000 };
    const at = (second: number) => new Date(Date.UTC(2026, 10, 2, 8, 0, second));
    const lena = REGISTER_ONLY[0]!;
    const hidden = REGISTER_ONLY.find((person) => person.protected)!;

    expect(await staff.lookupPerson({ at: at(0), actor: '2002_MGR', agencyNumber: '2002', ssn: lena.ssn }, limits))
      .toEqual({ kind: 'answered', person: { ssn: lena.ssn, firstname: lena.firstname, lastname: lena.lastname, protected: false } });
    expect(await staff.lookupPerson({ at: at(1), actor: '2002_MGR', agencyNumber: '2002', ssn: hidden.ssn }, limits))
      .toMatchObject({ kind: 'answered', person: { protected: true } });
    expect(await staff.lookupPerson({ at: at(2), actor: '2002_MGR', agencyNumber: '2002', ssn: '190001010000' }, limits))
      .toEqual({ kind: 'limited', retryAfterMs: 58_000 });
    expect(await staff.lookupPerson({ at: at(3), actor: '2002_PLUS', agencyNumber: '2002', ssn: '190001010000' }, limits))
      .toEqual({ kind: 'answered', person: undefined });
    expect(await staff.lookupPerson({ at: at(4), actor: '2002_OTHER', agencyNumber: '2002', ssn: lena.ssn }, limits))
      .toEqual({ kind: 'limited', retryAfterMs: 56_000 });
    // The window slides: a minute after the first lookup, it no longer counts.
    expect(await staff.lookupPerson({ at: at(61), actor: '2002_MGR', agencyNumber: '2002', ssn: lena.ssn }, limits)).toMatchObject({ kind: 'answered' });
    expect((await staff.lookupAuditOf('2002')).map((row) => [row.actor, row.outcome])).toEqual([
      ['2002_MGR', 'found'], ['2002_MGR', 'protected'], ['2002_PLUS', 'not-found'], ['2002_MGR', 'found'],
    ]);

    const parallel = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      staff.lookupPerson({ at: at(10), actor: `1001_USER${i % 3}`, agencyNumber: '1001', ssn: lena.ssn }, { perUser: 10, perAgency: 5, windowMs: 60_000 })));
    expect(parallel.filter((result) => result.kind === 'answered')).toHaveLength(5);
    expect(await staff.lookupAuditOf('1001')).toHaveLength(5);
  });

  it('writes shop details only at the current version', async () => {
    const shop = createShopDetailsRepository(store);
    const row = () => store.db.selectFrom('agencies').select(['agency_phone', 'share_agency_report', 'version']).where('agency_number', '=', '1001').executeTakeFirstOrThrow();
    expect(await shop.update('1001', 2, SHOP)).toBeUndefined();
    expect(await row()).toEqual({ agency_phone: '', share_agency_report: 0, version: 1 });
    expect(await shop.update('1001', 1, SHOP)).toBe(2); // the version this write made
    expect(await row()).toEqual({ agency_phone: 'ny agencyPhone', share_agency_report: 1, version: 2 });
    expect(await shop.update('1001', 1, { ...SHOP, agencyPhone: 'stale' })).toBeUndefined();
    expect((await row()).agency_phone).toBe('ny agencyPhone');
    expect(await shop.update('9999', 1, SHOP)).toBeUndefined();
  });

  it('moves a list version only from the expected one; of racing saves one wins', async () => {
    const versions = createFormVersions(store.db);
    expect(await versions.versionOf('1001', 'orders')).toBe(1);
    expect(await versions.bumpIf('1001', 'orders', 2)).toBeUndefined();
    expect(await versions.bumpIf('1001', 'orders', 1)).toBe(2);
    expect(await versions.bumpIf('1001', 'orders', 1)).toBeUndefined();
    expect(await versions.versionOf('1001', 'orders')).toBe(2);
    expect(await versions.versionOf('1001', 'terminal')).toBe(1);
    expect(await versions.bumpIf('1001', 'orders', 2)).toBe(3);
    expect(await versions.versionOf('1001', 'orders')).toBe(3);
    // Racing first saves (no row yet) and racing later saves, each in its own transaction.
    const race = (form: 'terminal' | 'orders', expected: number) => Promise.all(Array.from({ length: 4 }, () =>
      store.db.transaction().execute((trx) => createFormVersions(trx).bumpIf('2002', form, expected))));
    expect((await race('terminal', 1)).filter((made) => made !== undefined)).toEqual([2]);
    expect((await race('terminal', 2)).filter((made) => made !== undefined)).toEqual([3]);
    expect(await versions.versionOf('2002', 'terminal')).toBe(3);
  });

  it('keeps course progress: mandatory courses in order, completion, seeded rows for existing users only', async () => {
    const learning = createLearningRepository(store);
    expect(await learning.mandatoryResults('1001_AXEL')).toEqual([
      { courseId: 'SPELANSVAR', courseName: 'Ansvarsfullt spelande', progress: 0, validUntil: null, validityDays: 365 },
      { courseId: 'ALDERSKONTROLL', courseName: 'Ålderskontroll och legitimation', progress: 0, validUntil: null, validityDays: 365 },
      { courseId: 'PENNINGTVATT', courseName: 'Åtgärder mot penningtvätt', progress: 0, validUntil: null, validityDays: 365 },
    ]);
    await learning.complete('1001_axel', 'ALDERSKONTROLL', '2027-11-02', '2026-11-02');
    await learning.complete('1001_AXEL', 'ALDERSKONTROLL', '2027-11-03', '2026-11-03');
    expect((await learning.mandatoryResults('1001_AXEL'))[1]).toMatchObject({ progress: 100, validUntil: '2027-11-03' });
    // The overview's batch read answers what one read per user would, whatever the case of the names.
    const many = await learning.mandatoryResultsOf(['1001_axel', '1001_lena', '1001_AXEL']);
    expect([...many.keys()]).toEqual(['1001_axel', '1001_lena', '1001_AXEL']);
    expect(many.get('1001_axel')).toEqual(await learning.mandatoryResults('1001_AXEL'));
    expect(many.get('1001_AXEL')).toEqual(await learning.mandatoryResults('1001_AXEL'));
    expect(many.get('1001_lena')).toEqual(await learning.mandatoryResults('1001_lena'));
    expect(await learning.mandatoryResultsOf([])).toEqual(new Map());
    // The demo users do not exist here: none of their rows is inserted.
    expect(await seedEducation(store, '2026-11-02')).toBe(0);
  });

  it('accepts a learning token once until it expires', async () => {
    const learning = createLearningRepository(store);
    expect(await learning.claimToken('jti-1', 2_000, 1_000)).toBe(true);
    expect(await learning.claimToken('jti-1', 2_000, 1_500)).toBe(false);
    const racing = await Promise.all(Array.from({ length: 4 }, () => learning.claimToken('jti-2', 2_000, 1_500)));
    expect(racing.filter(Boolean)).toHaveLength(1);
    // Expired records are dropped on the way: the id is no longer known.
    expect(await learning.claimToken('jti-1', 4_000, 3_000)).toBe(true);
  });
});

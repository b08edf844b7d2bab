import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call, currentEtag, staffList, updatePath } from './staff-helpers.js';

// Spec part 2 §6 "Staff card rules", written out per actor and target (Y = allowed), so the table is the spec's and
// not a copy of schemas/access/staff-card.json. The server must refuse (403) exactly the cells marked '-'.
// Targets: the manager 1001_MGR, the extended sellers 1001_PLUS and 1001_BJORN, the seller 1001_SALJ, the economy user 1001_EKO.
const TARGETS = ['1001_MGR', '1001_PLUS', '1001_BJORN', '1001_SALJ', '1001_EKO'] as const;
type Row = Record<'edit' | 'oneTimePassword' | 'delete' | 'extend', string>;
const MATRIX: Record<string, Row> = {
  //                edit     otp      delete   extend   (columns: MGR PLUS BJORN SALJ EKO)
  '1001_MGR':  { edit: 'YYYYY', oneTimePassword: '-YYYY', delete: '-YYYY', extend: '-YYY-' },
  '1001_PLUS': { edit: '-Y-YY', oneTimePassword: '--YYY', delete: '---YY', extend: '-----' },
  ADMIN1:      { edit: 'YYYYY', oneTimePassword: '-YYYY', delete: '-----', extend: '-----' },
  COACH1:      { edit: '-----', oneTimePassword: '-----', delete: '-----', extend: '-----' },
};
const STALE = '"999"';

describe('staff card rules on the server: every action the card hides is refused (403), per actor × target', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  // An allowed action with a stale If-Match gets past the rules and stops at the version check (412), so nothing is
  // written and every cell can be tested on one database; a refused one is 403 before the version is looked at.
  for (const [actor, row] of Object.entries(MATRIX)) {
    TARGETS.forEach((target, i) => {
      const expected = (cells: string) => (cells[i] === 'Y' ? 412 : 403);
      it(`${actor} → ${target}: edit ${row.edit[i]}, one-time password ${row.oneTimePassword[i]}, delete ${row.delete[i]}, extend ${row.extend[i]}`, async () => {
        const base = { agencyNumber: '1001', username: target, changedBy: actor };
        const edit = await call(t, actor, 'PUT', updatePath(actor), { ...base, alias: 'Nytt kvittonamn' }, STALE);
        expect(edit.statusCode, edit.body).toBe(expected(row.edit));
        const otp = await call(t, actor, 'PUT', updatePath(actor), { ...base, password: 'KaFfe7Torn' }, STALE);
        expect(otp.statusCode, otp.body).toBe(expected(row.oneTimePassword));
        const role = target === '1001_MGR' ? 'OMBMGR' : target === '1001_EKO' ? 'EKONOMI' : target === '1001_SALJ' ? 'SALJARE' : 'SALJPLUS';
        const del = await call(t, actor, 'DELETE', '/users', { agencyNumber: '1001', username: target, role, deletedBy: actor }, STALE);
        expect(del.statusCode, del.body).toBe(expected(row.delete));
        const flipped = role === 'SALJPLUS' ? ['SALJARE'] : ['SALJPLUS'];
        const extend = await call(t, actor, 'PUT', updatePath(actor), { ...base, roles: flipped }, STALE);
        expect(extend.statusCode, extend.body).toBe(expected(row.extend));
      });
    });
  }

  it('adding is refused for ADMIN and SALJCOACH (no agency-staff endpoint for them) and for roles without the staff page', async () => {
    const body = { agencyNumber: '1001', socialSecurityNumber: '199005141230', firstname: 'Lena', lastname: 'Åström', oneTimePassword: 'KaFfe7Torn', roles: ['SALJARE'] };
    for (const user of ['ADMIN1', 'COACH1', '1001_SALJ', '1001_EKO']) {
      expect((await call(t, user, 'POST', '/users', body)).statusCode).toBe(403);
      expect((await call(t, user, 'POST', '/users/economy', { ...body, roles: ['EKONOMI'] })).statusCode).toBe(403);
      expect((await call(t, user, 'POST', '/person', { ssn: '199005141230' })).statusCode).toBe(403);
    }
  });

  it('the staff list is for OMBMGR and SALJPLUS of the agency and for internal staff through /internal; nobody else', async () => {
    for (const user of ['1001_SALJ', '1001_EKO', '2002_MGR', 'KEDJA3', 'TELIA1', 'ADMIN1']) {
      expect((await call(t, user, 'GET', '/agencies/1001/users')).statusCode, user).toBe(403);
    }
    for (const user of ['1001_MGR', '1001_PLUS', '1001_SALJ', 'KEDJA3']) {
      expect((await call(t, user, 'GET', '/internal/agencies/1001/users')).statusCode, user).toBe(403);
    }
    expect((await call(t, 'COACH1', 'GET', '/internal/agencies/9999/users')).statusCode).toBe(404);
    expect((await staffList(t, '1001_PLUS')).length).toBe(12);
    expect((await staffList(t, 'COACH1')).length).toBe(12);
  });

  it('another agency\'s manager cannot touch 1001 staff, whatever the body says', async () => {
    const edit = await call(t, '2002_MGR', 'PUT', '/users', { agencyNumber: '1001', username: '1001_SALJ', alias: 'x' }, await currentEtag(t, '1001_SALJ'));
    expect(edit.statusCode).toBe(403);
    const sameAgencyBody = await call(t, '2002_MGR', 'PUT', '/users', { agencyNumber: '2002', username: '1001_SALJ', alias: 'x' }, await currentEtag(t, '1001_SALJ'));
    expect(sameAgencyBody.statusCode).toBe(404);
    const del = await call(t, '2002_MGR', 'DELETE', '/users', { agencyNumber: '2002', username: '1001_SALJ', role: 'SALJARE' }, await currentEtag(t, '1001_SALJ'));
    expect(del.statusCode).toBe(404);
  });

  it('the mobile is only for internal roles: absent from the agency list, and a manager changing it is refused', async () => {
    expect((await staffList(t, '1001_MGR')).every((user) => user.mobile === undefined)).toBe(true);
    expect((await staffList(t, 'ADMIN1')).find((user) => user.username === '1001_SALJ')?.mobile).toBe('+46701234503');
    const response = await call(t, '1001_MGR', 'PUT', '/users', { agencyNumber: '1001', username: '1001_SALJ', mobile: '+46709999999' }, await currentEtag(t, '1001_SALJ'));
    expect(response.statusCode).toBe(403);
  });

  it('only the SALJARE ↔ SALJPLUS switch: a manager cannot make anyone OMBMGR or EKONOMI', async () => {
    for (const roles of [['OMBMGR'], ['EKONOMI'], ['SALJARE', 'SALJPLUS'], ['ADMIN']]) {
      const response = await call(t, '1001_MGR', 'PUT', '/users', { agencyNumber: '1001', username: '1001_SALJ', roles }, await currentEtag(t, '1001_SALJ'));
      expect(response.statusCode, JSON.stringify(roles)).toBe(403);
    }
  });

  it('nobody writes in someone else\'s name or accepts GDPR terms for another user', async () => {
    const etag = await currentEtag(t, '1001_SALJ');
    expect((await call(t, '1001_MGR', 'PUT', '/users', { agencyNumber: '1001', username: '1001_SALJ', alias: 'x', changedBy: '1001_PLUS' }, etag)).statusCode).toBe(403);
    expect((await call(t, '1001_MGR', 'PUT', '/users', { agencyNumber: '1001', username: '1001_SALJ', gdprAcceptDate: '2026-11-02' }, etag)).statusCode).toBe(403);
  });
});

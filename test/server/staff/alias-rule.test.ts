import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { call, currentEtag } from './staff-helpers.js';

// Issue 23, item 13: the staff card's alias took digits and punctuation where Mina uppgifter refused them. The name on
// the customer receipt has one rule wherever it is edited: every alias field in schemas/forms is declared alike (the
// forms the SPA draws and the server validates the bodies with), and both save paths refuse what the forms refuse.
const FORMS = 'schemas/forms';
const LETTERS_ONLY = 'Får bara innehålla bokstäver.';

describe('the alias (Namn på kundkvitto) has one rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('every form of schemas/forms that edits an alias declares the same field', () => {
    const aliases = readdirSync(FORMS).filter((file) => file.endsWith('.json')).flatMap((file) => {
      const alias = (JSON.parse(readFileSync(`${FORMS}/${file}`, 'utf8')) as { properties?: Record<string, unknown> }).properties?.['alias'];
      return alias === undefined ? [] : [{ file, alias }];
    });
    expect(aliases.map((a) => a.file).sort()).toEqual(['about-me.json', 'staff-edit.json']);
    for (const { alias } of aliases) expect(alias).toEqual(aliases[0]?.alias);
    expect(aliases[0]?.alias).toMatchObject({ format: 'letters' });
  });

  it('a colleague\'s card and one\'s own record refuse digits and punctuation with the same text; a double name passes', async () => {
    for (const [actor, target, url] of [['1001_MGR', '1001_SALJ', '/users'], ['ADMIN1', '1001_SALJ', '/internal/users'], ['1001_PLUS', '1001_PLUS', '/users'], ['1001_SALJ', '1001_SALJ', '/users']] as const) {
      const refused = await call(t, actor, 'PUT', url, { agencyNumber: '1001', username: target, alias: 'Elin 2!' }, await currentEtag(t, target));
      expect([refused.statusCode, refused.json().fields], `${actor} → ${target}`).toEqual([400, [{ field: 'alias', message: LETTERS_ONLY, code: 'letters' }]]);
      const saved = await call(t, actor, 'PUT', url, { agencyNumber: '1001', username: target, alias: 'Anna-Karin Å' }, await currentEtag(t, target));
      expect(saved.statusCode, `${actor} → ${target}: ${saved.body}`).toBe(200);
    }
  });
});

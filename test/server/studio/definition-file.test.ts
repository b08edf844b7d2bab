// The studio editor's file writing (studio/server/definition-file.ts, studio/page/meta-schema.ts): the meta-schema's key
// order, 2 spaces, so a one-field change is a one-line diff; writes only reports/<code>.json; commits in the folder's git.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { definitionText } from '../../../studio/page/meta-schema.js';
import { commitDefinition, readMetaSchemas, saveDefinition } from '../../../studio/server/definition-file.js';
import { ROOT } from '../../shared/reports-dir.js';

const metas = readMetaSchemas(join(ROOT, 'schemas'));
const reports = readdirSync(join(ROOT, 'schemas/reports')).filter((n) => n.endsWith('.json'));
const read = (name: string) => JSON.parse(readFileSync(join(ROOT, 'schemas/reports', name), 'utf8')) as Record<string, unknown>;
const changedLines = (a: string, b: string) => {
  const [x, y] = [a.split('\n'), b.split('\n')];
  expect(y).toHaveLength(x.length);
  return x.flatMap((line, i) => (line === y[i] ? [] : [[line, y[i]]]));
};
/** The same definition with its own, x-report's and x-dataset's keys reversed (an editor that built them in another order). */
const reversed = (json: Record<string, unknown>) => {
  const flip = (o: unknown) => Object.fromEntries(Object.entries(o as object).reverse());
  return flip({ ...json, 'x-report': flip(json['x-report']), ...(json['x-dataset'] ? { 'x-dataset': flip(json['x-dataset']) } : {}) });
};

const dir = mkdtempSync(join(tmpdir(), 'studio-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the definition file the studio writes', () => {
  it.each(reports)('%s: same content, meta-schema key order whatever order the editor built, one field = one line', (name) => {
    const json = read(name);
    const text = definitionText(metas, json);
    expect(JSON.parse(text)).toEqual(json);
    expect(definitionText(metas, reversed(json))).toBe(text);
    const report = json['x-report'] as Record<string, unknown>;
    const changed = definitionText(metas, { ...json, 'x-report': { ...report, name: 'Nytt namn' } });
    expect(changedLines(text, changed)).toEqual([[`    "name": ${JSON.stringify(report.name)},`, '    "name": "Nytt namn",']]);
  });

  it('declared order first (as the meta-schema lists them), unknown keys after; an example payload keeps its own order', () => {
    const text = definitionText(metas, {
      zzz: 1, 'x-report': { group: 'Statistik', code: 'X' }, type: 'object', formatVersion: 2,
      'x-examples': [{ payload: { type: 'agency', byPassCache: 'true' }, name: 'n' }],
    });
    expect(Object.keys(JSON.parse(text))).toEqual(['formatVersion', 'type', 'x-report', 'x-examples', 'zzz']);
    expect(text).toContain('"x-report": {\n    "code": "X",\n    "group": "Statistik"\n  }');
    expect(text).toContain('"name": "n",\n      "payload": {\n        "type": "agency",\n        "byPassCache": "true"');
  });

  it('writes reports/<x-report.code>.json only; another code or a path is 400', () => {
    cpSync(join(ROOT, 'schemas/meta'), join(dir, 'schemas/meta'), { recursive: true });
    cpSync(join(ROOT, 'schemas/reports'), join(dir, 'schemas/reports'), { recursive: true });
    const json = { ...read('EKORDF01.json'), 'x-report': { ...read('EKORDF01.json')['x-report'] as object, code: 'STAT_NY' } };
    expect(saveDefinition(join(dir, 'schemas'), json)).toMatchObject({ status: 200, file: 'reports/STAT_NY.json' });
    expect(readFileSync(join(dir, 'schemas/reports/STAT_NY.json'), 'utf8')).toBe(definitionText(metas, json));
    for (const code of ['../x', 'stat', '', 5]) {
      expect(saveDefinition(join(dir, 'schemas'), { 'x-report': { code } })).toEqual({
        status: 400, code: 'error.studio.code', message: 'Rapportkoden ska vara versaler, siffror och _ (x-report.code).',
      });
    }
    expect(saveDefinition(join(dir, 'schemas'), [])).toMatchObject({ status: 400 });
    expect(existsSync(join(dir, 'x.json'))).toBe(false);
  });

  it('commits the report file in the folder\'s git repository', async () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: join(dir, 'schemas'), encoding: 'utf8' });
    git('init', '-q');
    git('config', 'user.email', 'analytiker@example.se');
    git('config', 'user.name', 'Analytiker');
    expect(await commitDefinition(join(dir, 'schemas'), 'STAT_NY')).toMatchObject({ status: 200, message: expect.stringMatching(/^Committad: [0-9a-f]+$/) });
    expect(git('log', '--format=%s', '--name-only').trim().split('\n').filter(Boolean)).toEqual(['Rapport STAT_NY från analysstudion', 'reports/STAT_NY.json']);
    expect(await commitDefinition(join(dir, 'schemas'), '../x')).toEqual({ status: 400, message: 'Okänd rapportkod.' });
  });
});

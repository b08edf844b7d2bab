// The studio editor's file writing (studio/server/definition-file.ts, studio/page/meta-schema.ts): a save of an existing
// file changes only its edited values' lines (migrate's writer), a new file is in the meta-schema's key order as the
// engine writes definitions; writes only reports/<code>.json; commits in the folder's git.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDefinitionJson } from '@ombudsportalen/engine';
import { definitionText, savedDefinitionText } from '../../../studio/page/meta-schema.js';
import { commitDefinition, readMetaSchemas, saveDefinition } from '../../../studio/server/definition-file.js';
import { ROOT } from '../../shared/reports-dir.js';

const metas = readMetaSchemas(join(ROOT, 'schemas'));
const reports = readdirSync(join(ROOT, 'schemas/reports')).filter((n) => n.endsWith('.json'));
const shipped = (name: string) => readFileSync(join(ROOT, 'schemas/reports', name), 'utf8');
const read = (name: string) => JSON.parse(shipped(name)) as Record<string, unknown>;
/** The same definition with its own, x-report's and x-dataset's keys reversed (an editor that built them in another order). */
const reversed = (json: Record<string, unknown>) => {
  const flip = (o: unknown) => Object.fromEntries(Object.entries(o as object).reverse());
  return flip({ ...json, 'x-report': flip(json['x-report']), ...(json['x-dataset'] ? { 'x-dataset': flip(json['x-dataset']) } : {}) });
};

/** The lines of `b` that differ from `a` around their common first and last lines: [removed, added]. */
const changedRun = (a: string, b: string): [string[], string[]] => {
  const [x, y] = [a.split('\n'), b.split('\n')];
  let head = 0;
  while (head < x.length && head < y.length && x[head] === y[head]) head++;
  let tail = 0;
  while (tail < x.length - head && tail < y.length - head && x[x.length - 1 - tail] === y[y.length - 1 - tail]) tail++;
  return [x.slice(head, x.length - tail), y.slice(head, y.length - tail)];
};

const dir = mkdtempSync(join(tmpdir(), 'studio-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the definition file the studio writes', () => {
  it.each(reports)('%s as a new file: same content, meta-schema key order whatever order the editor built', (name) => {
    const json = read(name);
    const text = definitionText(metas, json);
    expect(JSON.parse(text)).toEqual(json);
    expect(definitionText(metas, reversed(json))).toBe(text);
  });

  it.each(reports)('%s saved from the editor: unchanged it stays byte for byte, one changed field is one changed line', (name) => {
    const text = shipped(name);
    const json = read(name);
    expect(savedDefinitionText(metas, json, text)).toBe(text);
    expect(savedDefinitionText(metas, reversed(json), text)).toBe(text); // the file's order wins over the editor's
    const report = json['x-report'] as Record<string, unknown>;
    const changed = savedDefinitionText(metas, { ...json, 'x-report': { ...report, name: 'Nytt namn' } }, text);
    expect(changedRun(text, changed)).toEqual([[expect.stringContaining(`"name": ${JSON.stringify(report.name)}`)], [expect.stringContaining('"name": "Nytt namn"')]]);
  });

  it('an added key goes after its declared predecessor; a golden example is appended; the rest keeps its text', () => {
    const text = shipped('EKORDF01.json');
    const json = read('EKORDF01.json');
    const report = json['x-report'] as Record<string, unknown>;
    const withFormats = { ...json, 'x-report': { ...report, formats: ['pdf'] } }; // declared after agencyParameter
    expect(changedRun(text, savedDefinitionText(metas, withFormats, text))).toEqual([
      ['    "agencyParameter": "P_OMBUDNR"'], ['    "agencyParameter": "P_OMBUDNR",', '    "formats": ["pdf"]'],
    ]);
    const examples = json['x-examples'] as unknown[];
    const example = { name: 'ny', context: { roles: ['OMBMGR'], segment: 'ombud', agencyNumber: '1001', today: '2025-03-01' }, values: {}, errors: [] };
    const withExample = { ...json, 'x-examples': [...examples, example] };
    const out = savedDefinitionText(metas, withExample, text);
    const end = text.lastIndexOf('\n  ]'); // after the last example's closing brace: all before it is kept
    expect([out.slice(0, end), out.slice(end, end + 7), out.slice(-7)]).toEqual([text.slice(0, end), ',\n    {', '\n  ]\n}\n']);
    expect(JSON.parse(out)).toEqual(withExample);
  });

  it('a file that is not JSON is written anew', () => {
    const json = read('EKORDF01.json');
    expect(savedDefinitionText(metas, json, '{ not json')).toBe(definitionText(metas, json));
  });

  it('declared order first (as the meta-schema lists them), unknown keys after; an example payload keeps its own order', () => {
    const text = definitionText(metas, {
      zzz: 1, 'x-report': { group: 'Statistik', code: 'X' }, type: 'object', formatVersion: 2,
      'x-examples': [{ payload: { type: 'agency', byPassCache: 'true' }, name: 'n' }],
    });
    expect(Object.keys(JSON.parse(text))).toEqual(['formatVersion', 'type', 'x-report', 'x-examples', 'zzz']);
    expect(text).toContain('"x-report": { "code": "X", "group": "Statistik" }');
    expect(text).toContain('{ "name": "n", "payload": {"type":"agency","byPassCache":"true"} }');
    expect(text).toBe(formatDefinitionJson(JSON.parse(text))); // as migrate and the engine write a definition
  });

  it('writes reports/<x-report.code>.json only; another code or a path is 400', () => {
    cpSync(join(ROOT, 'schemas/meta'), join(dir, 'schemas/meta'), { recursive: true });
    cpSync(join(ROOT, 'schemas/reports'), join(dir, 'schemas/reports'), { recursive: true });
    const json = { ...read('EKORDF01.json'), 'x-report': { ...read('EKORDF01.json')['x-report'] as object, code: 'STAT_NY' } };
    expect(saveDefinition(join(dir, 'schemas'), json)).toMatchObject({ status: 200, file: 'reports/STAT_NY.json' });
    expect(readFileSync(join(dir, 'schemas/reports/STAT_NY.json'), 'utf8')).toBe(definitionText(metas, json));
    // An existing file: the save goes through the formatting-keeping writer.
    writeFileSync(join(dir, 'schemas/reports/STAT_NY.json'), shipped('EKORDF01.json').replace('"code": "EKORDF01"', '"code": "STAT_NY"'));
    expect(saveDefinition(join(dir, 'schemas'), { ...json, 'x-report': { ...json['x-report'] as object, name: 'Ny' } })).toMatchObject({ status: 200 });
    expect(readFileSync(join(dir, 'schemas/reports/STAT_NY.json'), 'utf8')).toBe(
      shipped('EKORDF01.json').replace('"code": "EKORDF01"', '"code": "STAT_NY"').replace('"name": "Daglig försäljning"', '"name": "Ny"'));
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

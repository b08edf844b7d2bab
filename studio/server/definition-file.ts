// The studio editor's writes: a report definition saved as the analyst would write it (only the changed values' lines of
// an existing file; a new one in meta-schema key order), only as schemas/reports/<x-report.code>.json of the folder the
// studio shows, and committed there on request.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type MetaSchemas, savedDefinitionText } from '../page/meta-schema.js';

const run = promisify(execFile);
const CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

/** The meta-schemas of the folder (definition.schema.json and the files it refers to). */
export function readMetaSchemas(schemasDir: string): MetaSchemas {
  const dir = join(schemasDir, 'meta');
  return Object.fromEntries(readdirSync(dir).filter((n) => n.endsWith('.schema.json')).map((n) => [n, JSON.parse(readFileSync(join(dir, n), 'utf8'))]));
}

export type SaveOutcome = { status: 200; file: string; text: string } | { status: 400; code: string; message: string };

/** Writes a report definition to reports/<code>.json; the path comes from the code alone, so no other file can be written. */
export function saveDefinition(schemasDir: string, json: unknown): SaveOutcome {
  const code = (json as { 'x-report'?: { code?: unknown } } | null)?.['x-report']?.code;
  if (!json || typeof json !== 'object' || Array.isArray(json) || typeof code !== 'string' || !CODE.test(code)) {
    return { status: 400, code: 'error.studio.code', message: 'Rapportkoden ska vara versaler, siffror och _ (x-report.code).' };
  }
  const path = join(schemasDir, 'reports', `${code}.json`);
  const text = savedDefinitionText(readMetaSchemas(schemasDir), json, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  writeFileSync(path, text);
  return { status: 200, file: `reports/${code}.json`, text };
}

/** `git add` and `git commit` of one report file in the folder's repository. */
export async function commitDefinition(schemasDir: string, code: string): Promise<{ status: number; message: string }> {
  if (!CODE.test(code)) return { status: 400, message: 'Okänd rapportkod.' };
  const file = join('reports', `${code}.json`);
  try {
    await run('git', ['add', '--', file], { cwd: schemasDir });
    await run('git', ['commit', '-m', `Rapport ${code} från analysstudion`, '--', file], { cwd: schemasDir });
    const { stdout } = await run('git', ['log', '-1', '--format=%h'], { cwd: schemasDir });
    return { status: 200, message: `Committad: ${stdout.trim()}` };
  } catch (e) {
    return { status: 409, message: `Kunde inte committa: ${((e as { stderr?: string }).stderr || (e as Error).message).trim().split('\n')[0]}` };
  }
}

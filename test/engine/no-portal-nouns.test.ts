// Issue 25: the engine is a form and report engine another application could install, so no file under engine/ names
// a role, a segment, a menu path or an API path of the portal. The names come from the portal's declarations
// (schemas/access, schemas/menu, schemas/api), never from a list here: a new role or endpoint is covered at once.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ROLES, SEGMENTS } from '@ombudsportalen/portal/access';
import { PORTAL_REPORT_WIRE, reportUrlCode } from '@ombudsportalen/portal/reports/report-wire';

const root = new URL('../../', import.meta.url).pathname;
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));
const jsonFiles = (dir: string) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.json')).map((f) => `${dir}/${f}`);

/** The portal's nouns, collected from its declarations. */
export interface PortalNouns { roles: Set<string>; rolePrefixes: Set<string>; segments: Set<string>; menuPaths: Set<string>; apiPaths: string[] }

const ROLE_KEYS = new Set(['roles', 'target', 'allRolesExcept', 'authorizedRoles']);
const SEGMENT_KEYS = new Set(['segments', 'hiddenForSegments']);

function collect(value: unknown, nouns: PortalNouns, key = ''): void {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string' && ROLE_KEYS.has(key)) nouns.roles.add(item);
      else if (typeof item === 'string' && SEGMENT_KEYS.has(key)) nouns.segments.add(item);
      else collect(item, nouns, key);
    }
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) {
    if (k === 'rolePrefix' && typeof v === 'string') nouns.rolePrefixes.add(v);
    else if (k === 'segmentDeniedText' && typeof v === 'object' && v !== null) Object.keys(v).forEach((s) => nouns.segments.add(s));
    else if (k === 'labels' && key === 'staffRoles' && typeof v === 'object' && v !== null) Object.keys(v).forEach((r) => nouns.roles.add(r));
    else collect(v, nouns, k);
  }
}

function menuPaths(value: unknown, into: Set<string>): void {
  if (typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) {
    if (k === 'path' && typeof v === 'string') into.add(v);
    else menuPaths(v, into);
  }
}

export function portalNouns(): PortalNouns {
  const nouns: PortalNouns = { roles: new Set(), rolePrefixes: new Set(), segments: new Set(), menuPaths: new Set(), apiPaths: [] };
  for (const file of [...jsonFiles('schemas/access'), 'schemas/menu/menu.json']) collect(readJson(file), nouns);
  menuPaths(readJson('schemas/menu/menu.json'), nouns.menuPaths);
  for (const file of jsonFiles('schemas/api')) {
    const { endpoints = {} } = readJson(file) as { endpoints?: Record<string, { path?: string }> };
    for (const { path } of Object.values(endpoints)) if (path) nouns.apiPaths.push(path);
  }
  return nouns;
}

// A string literal in any quotes (template literals without a placeholder); comments are dropped first.
const LITERAL = /(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm;

/** `file:line: literal (what it is)` for every portal noun among the string literals of these files. */
export function portalNounLiterals(files: Iterable<{ file: string; text: string }>, nouns: PortalNouns): string[] {
  // An API path's fixed start (up to its first parameter), e.g. /api/api-retail/v2/agencies/.
  const apiStarts = nouns.apiPaths.map((path) => path.split('{')[0]!);
  const what = (literal: string): string | undefined => {
    if (nouns.roles.has(literal) || [...nouns.rolePrefixes].some((prefix) => literal.startsWith(prefix))) return 'role';
    if (nouns.segments.has(literal)) return 'segment';
    if (literal !== '/' && nouns.menuPaths.has(literal)) return 'menu path'; // '/' is every site's root
    // Two path steps at least: a lone '/x' is no API path of ours.
    if (/^\/[^/]+\/./.test(literal) && apiStarts.some((start) => start.startsWith(literal) || literal.startsWith(start))) return 'API path';
    return undefined;
  };
  const found: string[] = [];
  for (const { file, text } of files) {
    text.replace(COMMENT, (m: string, before: string | undefined) => (before ?? '') + m.replace(/[^\n]/g, '').slice(0, m.startsWith('/*') ? undefined : 0)).split('\n').forEach((line, i) => {
      for (const [, , literal] of line.matchAll(LITERAL)) {
        const kind = what(literal!);
        if (kind) found.push(`${file}:${i + 1}: ${literal} (${kind})`);
      }
    });
  }
  return found;
}

function* everyFile(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* everyFile(path);
    else yield path;
  }
}

const nouns = portalNouns();

describe('no portal nouns in engine/', () => {
  it('reads the nouns from the declarations: every role and segment of the portal, the menu and API paths', () => {
    const covered = (role: string) => nouns.roles.has(role) || [...nouns.rolePrefixes].some((prefix) => role.startsWith(prefix));
    expect(ALL_ROLES.filter((role) => !covered(role))).toEqual([]);
    expect([...nouns.segments].sort()).toEqual([...SEGMENTS].sort());
    expect(nouns.menuPaths.size).toBeGreaterThan(5);
    expect(nouns.apiPaths.length).toBeGreaterThan(20);
  });

  it('no file under engine/ names a role, a segment, a menu path or an API path', () => {
    const files = [...everyFile(join(root, 'engine'))].map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(80);
    expect(portalNounLiterals(files, nouns)).toEqual([]);
  });

  it('finds a planted literal of each kind, in any quotes, and not in a comment', () => {
    const role = [...nouns.roles][0]!;
    const segment = [...nouns.segments][0]!;
    const menu = [...nouns.menuPaths][0]!;
    const api = nouns.apiPaths[0]!.split('{')[0]!;
    const prefix = [...nouns.rolePrefixes][0]!;
    expect(portalNounLiterals([{
      file: 'engine/x.ts',
      text: `if (roles.includes('${role}')) return;\nconst s = "${segment}"; // '${role}' in a comment is prose\nconst p = \`${prefix}X\`;\nfetch('${menu}');\nconst u = '${api}';\n/* '${segment}' */`,
    }], nouns)).toEqual([
      `engine/x.ts:1: ${role} (role)`,
      `engine/x.ts:2: ${segment} (segment)`,
      `engine/x.ts:3: ${prefix}X (role)`,
      `engine/x.ts:4: ${menu} (menu path)`,
      `engine/x.ts:5: ${api} (API path)`,
    ]);
  });
});

// Issue 39 §1: the operator's report wire format lives in portal/reports/report-wire.ts, given to createEngine.
const keysOf = (value: unknown): string[] => (typeof value !== 'object' || value === null ? []
  : Object.entries(value).flatMap(([key, inner]) => [...(Array.isArray(value) ? [] : [key]), ...keysOf(inner)]));

describe('no report wire format in engine/', () => {
  it('no file under engine/ names a key or URL suffix of the portal wire', () => {
    const neutral = { code: 'X', kind: 'agency' as const, year: '26', week: '01', parameters: [{ name: 'P', values: ['1'] }], format: 'xlsx' as const };
    // 'type' is JSON Schema's keyword too; every other key the portal's body adds to the neutral request is the wire's.
    const words = [...new Set(keysOf(PORTAL_REPORT_WIRE.encode(neutral)))].filter((key) => !keysOf(neutral).includes(key) && key !== 'type');
    words.push(reportUrlCode('X', 'xlsx').slice(1));
    expect(words).toEqual(['byPassCache', 'parameterNameValues', 'listOfParamNameValues', '_excel']);
    const named = [...everyFile(join(root, 'engine'))].flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return words.filter((word) => text.includes(word)).map((word) => `${relative(root, path)}: ${word}`);
    });
    expect(named).toEqual([]);
  });
});

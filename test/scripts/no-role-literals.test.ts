import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ROLES } from '../../portal/access';

// Who sees what is declared (menu.json, x-visibleTo, schemas/access/*.json) and decided by portal/access, never coded:
// this fails when a role name comes back as a literal in src/ or server/ (or in the engine outside its catalogue).
const root = new URL('../../', import.meta.url).pathname;

/** Where a role name is data, not a rule: the role catalogue, the CLI's default, the seeded demo accounts. */
const ALLOWED = [
  'portal/access/roles.ts', // the 17 roles of the spec, the catalogue the meta-schema's enum is held against
  'engine/cli/payload-command.ts', // `schemas payload` runs as OMBMGR unless --roles says otherwise
  'server/seed/', // the seeded demo accounts, staff and data (README "Demo accounts")
];

const ROLE_LITERAL = new RegExp(`(['"\`])(?:${ALL_ROLES.join('|')}|PARTNER_[A-Z0-9_]*)\\1`);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs)$/.test(entry)) yield path;
  }
}

/** `file:line: text` of every role literal outside the allowed places. */
export function roleLiterals(files: Iterable<{ file: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (ALLOWED.some((allowed) => file.startsWith(allowed))) continue;
    text.split('\n').forEach((line, i) => {
      if (ROLE_LITERAL.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('no role literals in code', () => {
  it('src/, server/ and engine/ name no role outside the declarations and the allowed places', () => {
    const files = ['src', 'server', 'engine'].flatMap((dir) => [...sourceFiles(join(root, dir))])
      .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(roleLiterals(files)).toEqual([]);
  });

  it('finds a role branched on in code, in any quotes, and a partner role by prefix', () => {
    expect(roleLiterals([
      { file: 'src/features/x.ts', text: "if (roles.includes('OMBMGR')) return;" },
      { file: 'server/y.ts', text: 'const r = ["EKONOMI"];\nconst p = `PARTNER_TELIA`;' },
      { file: 'server/seed/seed-data/users.ts', text: "roles: ['OMBMGR']" },
      { file: 'src/z.ts', text: "const text = 'OMBMGR-rapport'; const route = 'ombmgr';" },
    ])).toEqual([
      "src/features/x.ts:1: if (roles.includes('OMBMGR')) return;",
      'server/y.ts:1: const r = ["EKONOMI"];',
      'server/y.ts:2: const p = `PARTNER_TELIA`;',
    ]);
  });
});

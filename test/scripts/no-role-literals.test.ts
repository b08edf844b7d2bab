import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_ROLES } from '@ombudsportalen/portal/access';
import contentAudience from '../../schemas/access/content-audience.json';
import accessRuleSchema from '../../schemas/meta/access-rule.schema.json';

// Who sees what is declared (menu.json, x-visibleTo, schemas/access/*.json) and decided by portal/access, never coded:
// this fails when a role name comes back as a literal in src/, server/, studio/, portal/ or engine/ outside the catalogue.
const root = new URL('../../', import.meta.url).pathname;

/** Where a role name is data, not a rule: the role catalogue, the seeded demo accounts. */
const ALLOWED = [
  'portal/access/roles.ts', // the 17 roles of the spec, the catalogue the meta-schema's enum is held against
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
  it('src/, server/, studio/, portal/ and engine/ name no role outside the declarations and the allowed places', () => {
    const files = ['src', 'server', 'studio', 'portal', 'engine'].flatMap((dir) => [...sourceFiles(join(root, dir))])
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
      { file: 'studio/server/c.ts', text: "if (role === 'ADMIN') return;" },
    ])).toEqual([
      "src/features/x.ts:1: if (roles.includes('OMBMGR')) return;",
      'server/y.ts:1: const r = ["EKONOMI"];',
      'server/y.ts:2: const p = `PARTNER_TELIA`;',
      "studio/server/c.ts:1: if (role === 'ADMIN') return;",
    ]);
  });
});

// The same for outlet segments and their shop types: the vocabulary is the meta-schema's segment enum and the
// content-audience table (schemas/), and a rule on it is a named decision or a declaration, never a literal in code.
const SEGMENT_ALLOWED = [
  'portal/access/segment.ts', // the segment catalogue and its derivation from agency info (spec part 1 §1)
  'portal/api/contracts.gen.ts', // generated from schemas/api (AgencyInfo.segment)
  'server/seed/', // seeded demo data (its sales channel 'DIGITAL' is another vocabulary)
];

const SEGMENT_WORDS = [...accessRuleSchema.$defs.segment.enum, ...Object.values(contentAudience.shopTypes)];
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SEGMENT_LITERAL = new RegExp(`(['"\`])(?:${SEGMENT_WORDS.map(escaped).join('|')})\\1`);

/** `file:line: text` of every segment or shop-type literal outside the allowed places. */
export function segmentLiterals(files: Iterable<{ file: string; text: string }>): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (SEGMENT_ALLOWED.some((allowed) => file.startsWith(allowed))) continue;
    text.split('\n').forEach((line, i) => {
      if (SEGMENT_LITERAL.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

describe('no segment literals in code', () => {
  it('src/, server/, portal/ and engine/ name no segment or shop type outside the declarations and the allowed places', () => {
    const files = ['src', 'server', 'portal', 'engine'].flatMap((dir) => [...sourceFiles(join(root, dir))])
      .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(segmentLiterals(files)).toEqual([]);
  });

  it('finds a segment branched on in code, in any quotes, and a shop type', () => {
    expect(SEGMENT_WORDS).toEqual(expect.arrayContaining(['AGENCY', 'DIGITAL', 'TRACK', 'Fysisk butik', 'Digital butik', 'Bana']));
    expect(segmentLiterals([
      { file: 'src/features/x.tsx', text: "const label = segment === 'DIGITAL' ? a : b;" },
      { file: 'server/y.ts', text: 'if (s === "TRACK") return;\nconst all = [`AGENCY`];\nconst shop = { DIGITAL: \'Digital butik\' };' },
      { file: 'server/seed/seed-data/z.ts', text: "channel: 'DIGITAL'" },
      { file: 'src/z.ts', text: "const text = 'DIGITAL-butik'; const route = 'bana'; // TRACK outlets" },
    ])).toEqual([
      "src/features/x.tsx:1: const label = segment === 'DIGITAL' ? a : b;",
      'server/y.ts:1: if (s === "TRACK") return;',
      'server/y.ts:2: const all = [`AGENCY`];',
      "server/y.ts:3: const shop = { DIGITAL: 'Digital butik' };",
    ]);
  });
});

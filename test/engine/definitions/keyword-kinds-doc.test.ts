// definitions.md says, for every field keyword of the meta-schema, which field kinds it applies to, and for the
// keywords check restricts, exactly the kinds of KEYWORD_KINDS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitionMetaSchema } from '../../../engine/index';
import { KEYWORD_KINDS } from '../../../engine/load/keyword-kinds';
import { ROOT } from './helpers';

const doc = readFileSync(join(ROOT, 'docs/definitions.md'), 'utf8');
const section = doc.slice(doc.indexOf('### Which field kinds each keyword applies to'), doc.indexOf('## 3. Ranges'));
const rows = new Map([...section.matchAll(/^\| `([^`]+)` \| (.+) \|$/gm)].map((m) => [m[1]!, m[2]!]));
const fieldKeywords = Object.keys((definitionMetaSchema as { $defs: { field: { properties: object } } }).$defs.field.properties);

describe('definitions.md: the field kinds of every keyword', () => {
  it('has a row for every field keyword the meta-schema allows', () => {
    expect([...rows.keys()].sort()).toStrictEqual([...fieldKeywords].sort());
  });

  it.each(Object.entries(KEYWORD_KINDS).filter(([k]) => !['x-maxSpan', 'x-rangeTitles'].includes(k)))('%s lists exactly its kinds', (keyword, kinds) => {
    expect(rows.get(keyword)).toBe(kinds.join(', '));
  });

  it('the range keywords name ranges of their kinds', () => {
    expect(rows.get('x-maxSpan')).toMatch(/^ranges \(A:B\) of date/);
    expect(rows.get('x-rangeTitles')).toBe(`ranges (A:B) of ${KEYWORD_KINDS['x-rangeTitles']!.join(', ')}`);
  });
});

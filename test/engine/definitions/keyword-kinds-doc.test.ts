// definitions.md says, for every field keyword of the meta-schema, which field kinds it applies to, and for the
// keywords check restricts, exactly the kinds of KEYWORD_KINDS; and for every widget, the kinds of WIDGET_KINDS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitionMetaSchema } from '@ombudsportalen/engine';
import { FIELD_KINDS, KEYWORD_KINDS, WIDGET_KINDS, fieldKind, keywordKindProblems } from '../../../engine/load/keyword-kinds';
import type { FieldJson } from '../../../engine/declarations.gen';
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

// The x-widget row in prose: "`text` text, number; `textarea`, `password` text; … `date`, `week` that kind".
function widgetKindsInDoc(): Map<string, string[]> {
  const kinds = new Map<string, string[]>();
  for (const part of rows.get('x-widget')!.replace(/^the kinds the widget shows: /, '').split('; ')) {
    const widgets = [...part.matchAll(/^`([a-z]+)`|, `([a-z]+)`/g)].map((m) => m[1] ?? m[2]!);
    const shown = part.replace(/^(`[a-z]+`(, )?)+ /, '').replace(/ \(with `x-options`\)$/, '');
    for (const w of widgets) kinds.set(w, shown === 'that kind' ? [w] : shown.split(', '));
  }
  return kinds;
}

describe('definitions.md: the field kinds of every widget', () => {
  it('x-widget names exactly the kinds each drawn widget shows', () => {
    const drawn = Object.entries(WIDGET_KINDS).filter(([w]) => w !== 'hidden').map(([w, k]) => [w, [...k]]);
    expect(Object.fromEntries(widgetKindsInDoc())).toStrictEqual(Object.fromEntries(drawn));
  });

  it('a hidden field may be of any kind', () => {
    const ofEveryKind: FieldJson[] = [{ type: 'string' }, { type: 'integer' }, { type: 'boolean' }, ...['date', 'week', 'month', 'year', 'time'].map((format) => ({ type: 'string', format }) as FieldJson)];
    expect(ofEveryKind.map(fieldKind)).toStrictEqual([...FIELD_KINDS]);
    const problems: string[] = [];
    for (const s of ofEveryKind) keywordKindProblems({ ...s, 'x-widget': 'hidden' }, '/f', (pointer, message) => problems.push(`${pointer}: ${message}`));
    expect(problems).toStrictEqual([]);
  });
});

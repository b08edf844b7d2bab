// The formatting-keeping writer that migrate and the studio editor's saves share (engine/migrate/json-text.ts): only
// the changed values' lines differ, also when items are appended to or removed from an array or keys removed.
import { describe, expect, it } from 'vitest';
import { rewriteDefinitionText } from '@ombudsportalen/engine';

const text = `{
  "a": {"x": 1, "y": [1, 2, 3]},
  "list": [
    { "name": "one", "payload": {"b":1} },
    { "name": "two" }
  ],
  "last": true
}
`;
const json = JSON.parse(text) as { a: { x: number; y: number[] }; list: object[]; last: boolean };

describe('rewriteDefinitionText', () => {
  it('leaves an unchanged value\'s text as it is, even when it is not the canonical formatting', () => {
    expect(rewriteDefinitionText(text, json)).toBe(text);
  });

  it('changes one scalar in place', () => {
    expect(rewriteDefinitionText(text, { ...json, a: { ...json.a, x: 2 } })).toBe(text.replace('"x": 1', '"x": 2'));
  });

  it('appends an item after the last one, keeping the others\' text', () => {
    const out = rewriteDefinitionText(text, { ...json, list: [...json.list, { name: 'three' }] });
    expect(out).toBe(text.replace('{ "name": "two" }\n', '{ "name": "two" },\n    { "name": "three" }\n'));
    expect(JSON.parse(out)).toEqual({ ...json, list: [...json.list, { name: 'three' }] });
  });

  it('removes items with their commas: the first, one in the middle, two leading ones', () => {
    expect(rewriteDefinitionText(text, { ...json, a: { ...json.a, y: [2, 3] } })).toBe(text.replace('[1, 2, 3]', '[2, 3]'));
    expect(rewriteDefinitionText(text, { ...json, a: { ...json.a, y: [1, 3] } })).toBe(text.replace('[1, 2, 3]', '[1, 3]'));
    expect(rewriteDefinitionText(text, { ...json, a: { ...json.a, y: [3] } })).toBe(text.replace('[1, 2, 3]', '[3]'));
    expect(rewriteDefinitionText(text, { ...json, list: [json.list[1]] })).toBe(text.replace('{ "name": "one", "payload": {"b":1} },\n    ', ''));
  });

  it('removes two leading keys and writes an object whose keys all changed anew (valid JSON either way)', () => {
    const { a: _a, list: _list, ...rest } = json;
    expect(rewriteDefinitionText(text, rest)).toBe('{\n  "last": true\n}\n');
    const out = rewriteDefinitionText(text, { ...json, a: { z: 1 } });
    expect(out).toBe(text.replace('{"x": 1, "y": [1, 2, 3]}', '{ "z": 1 }'));
  });

  it('writes a one-line object that gains a key anew (on one line while it fits), a filled list at its line\'s indentation', () => {
    expect(rewriteDefinitionText(text, { ...json, a: { ...json.a, z: 2 } })).toBe(text.replace('{"x": 1, "y": [1, 2, 3]}', '{ "x": 1, "y": [1, 2, 3], "z": 2 }'));
    const nested = '{\n  "d": {\n    "columns": []\n  }\n}\n';
    const line = '{ "key": "a_long_column_name", "title": "A long column title", "kind": "amount", "total": "sum" }';
    expect(rewriteDefinitionText(nested, { d: { columns: [JSON.parse(line), JSON.parse(line)] } }))
      .toBe(`{\n  "d": {\n    "columns": [\n      ${line},\n      ${line}\n    ]\n  }\n}\n`);
  });
});

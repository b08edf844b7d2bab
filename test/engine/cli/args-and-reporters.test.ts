import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../engine/cli/args';
import { jsonReport, junitReport, textReport } from '../../../engine/cli/reporters';

describe('parseArgs', () => {
  it('splits positionals from --flags: a value follows, or comes after "=", else the flag is "true"', () => {
    expect(parseArgs(['a', '--x', 'v', 'b', '--y=1=2', '--z', '--w', '-', '--e=', '-q', '--last'])).toStrictEqual({
      positional: ['a', 'b', '-q'],
      flags: { x: 'v', y: '1=2', z: 'true', w: '-', e: '', last: 'true' },
    });
  });

  it('a lone "-" is a positional (stdin), an inline value may span lines, and nothing gives nothing', () => {
    expect(parseArgs(['-'])).toStrictEqual({ positional: ['-'], flags: {} });
    expect(parseArgs(['--input=a\nb'])).toStrictEqual({ positional: [], flags: { input: 'a\nb' } });
    expect(parseArgs([])).toStrictEqual({ positional: [], flags: {} });
  });
});

const bad = { file: 'schemas/a&b.json', problems: [{ file: 'schemas/a&b.json', pointer: '/x', message: 'must be <"string"> & more' }] };
const good = { file: 'schemas/ok.json', problems: [] };
const twice = { file: 'schemas/two.json', problems: [{ file: 'schemas/two.json', pointer: '', message: 'one' }, { file: 'schemas/two.json', pointer: '/b', message: 'two' }] };

describe('check reporters', () => {
  it('text: one file:pointer: message line per problem, then a count of files and problems', () => {
    expect(textReport([bad, good, twice])).toBe(
      'schemas/a&b.json:/x: must be <"string"> & more\nschemas/two.json:: one\nschemas/two.json:/b: two\n3 file(s) checked, 3 problem(s)\n',
    );
    expect(textReport([])).toBe('0 file(s) checked, 0 problem(s)\n');
  });

  it('json: ok only when no file has a problem; problems without their file, indented by two', () => {
    expect(jsonReport([good])).toBe('{\n  "ok": true,\n  "files": [\n    {\n      "file": "schemas/ok.json",\n      "problems": []\n    }\n  ]\n}\n');
    expect(JSON.parse(jsonReport([good, bad]))).toStrictEqual({
      ok: false,
      files: [{ file: 'schemas/ok.json', problems: [] }, { file: 'schemas/a&b.json', problems: [{ pointer: '/x', message: 'must be <"string"> & more' }] }],
    });
  });

  it('junit: one test case per file, one escaped failure per file with problems', () => {
    expect(junitReport([good, bad, twice])).toBe([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuite name="schemas check" tests="3" failures="2">',
      '  <testcase classname="schemas" name="schemas/ok.json"/>',
      '  <testcase classname="schemas" name="schemas/a&amp;b.json">',
      '    <failure message="1 problem(s)">schemas/a&amp;b.json:/x: must be &lt;&quot;string&quot;&gt; &amp; more</failure>',
      '  </testcase>',
      '  <testcase classname="schemas" name="schemas/two.json">',
      '    <failure message="2 problem(s)">schemas/two.json:: one\nschemas/two.json:/b: two</failure>',
      '  </testcase>',
      '</testsuite>',
      '',
    ].join('\n'));
  });
});

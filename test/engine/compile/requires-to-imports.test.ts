import { describe, expect, it } from 'vitest';
import { requiresToImports } from '../../../engine/compile/requires-to-imports';

const interop = 'const __interop = (ns) => (ns.default != null && ns.default.__esModule ? ns.default : ns);';

describe('requiresToImports', () => {
  it('turns each required module into one namespace import, in order of first use, line by line', () => {
    expect(requiresToImports('const a = require("x").y;\nconst b = require("w").z + require("x").v;')).toBe([
      'import * as __module0 from "x";',
      'import * as __module1 from "w";',
      interop,
      'const a = __interop(__module0).y;',
      'const b = __interop(__module1).z + __interop(__module0).v;',
    ].join('\n'));
  });

  it('imports what the resolver maps a specifier to', () => {
    expect(requiresToImports('require("rule-runtime").f', (s) => `./${s}.js`).split('\n')[0]).toBe('import * as __module0 from "./rule-runtime.js";');
  });

  it('code without requires gets only the interop', () => {
    expect(requiresToImports('const x = 1;')).toBe(`${interop}\nconst x = 1;`);
  });
});

// The analyst guide's second example (§9) is the file the studio's browser test saves, and it passes the check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@ombudsportalen/engine';
import { ROOT } from './helpers';
import { testEngine } from '../../setup-engine';

const { checkDefinition } = testEngine;

const guide = readFileSync(join(ROOT, 'docs/analyst-guide.md'), 'utf8');
const block = /<!-- example: STAT_VECKOSPEL -->\n```json\n([\s\S]*?)\n```/.exec(guide)?.[1];

describe('analyst guide §9: a weekly report', () => {
  it('is the studio test fixture, byte for byte', () => {
    expect(block).toBe(readFileSync(join(ROOT, 'test/e2e/fixtures/STAT_VECKOSPEL.json'), 'utf8').trim());
  });

  it('passes check: form rules, its golden examples', () => {
    expect(checkDefinition(JSON.parse(block!), 'schemas/reports/STAT_VECKOSPEL.json').map(formatProblem)).toStrictEqual([]);
  });
});

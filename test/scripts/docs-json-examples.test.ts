// Issue 40 §5: every JSON example of docs/analyst-guide.md and docs/definitions.md is read: a whole definition passes
// the full check on SQLite (its figures on the demo data too; PostgreSQL: schemas-check-postgres.pg.test.ts), a
// fragment is JSON (wrapped in braces when it is a "key": value pair).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullCheckKinds } from '../../scripts/schemas.js';
import { docsJsonExamples } from '../shared/docs-json-examples.js';
import { ROOT } from '../shared/reports-dir.js';
import { testEngine } from '../setup-engine.js';

const meta = JSON.parse(readFileSync(join(ROOT, 'schemas/meta/definition.schema.json'), 'utf8')) as object;
const examples = docsJsonExamples();

describe('the docs\' JSON examples', () => {
  it.each(examples.map((e) => [e.where, e]))('%s', async (_where, { text, definition }) => {
    if (!definition) {
      expect(() => JSON.parse(text.trimStart().startsWith('"') ? `{${text}}` : text)).not.toThrow();
      return;
    }
    expect((await fullCheckKinds['definition.schema.json']!(definition.json, definition.file, meta, testEngine)).map((p) => `${p.pointer}: ${p.message}`)).toStrictEqual([]);
  });
});

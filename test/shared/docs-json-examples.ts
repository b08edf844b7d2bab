// Every ```json block of the analysts' docs (issue 40 §5): whole definitions (with $schema) and fragments.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './reports-dir.js';

export const EXAMPLE_DOCS = ['docs/analyst-guide.md', 'docs/definitions.md'];

export interface DocsExample {
  /** Which doc and block, e.g. "docs/analyst-guide.md block 5". */
  where: string;
  text: string;
  /** A whole definition, with the report file name its code gives. */
  definition?: { json: Record<string, unknown>; file: string };
}

export function docsJsonExamples(): DocsExample[] {
  return EXAMPLE_DOCS.flatMap((doc) => [...readFileSync(join(ROOT, doc), 'utf8').matchAll(/```json\n([\s\S]*?)\n```/g)].map((m, n) => {
    const text = m[1] as string;
    const where = `${doc} block ${n + 1}`;
    if (!text.trimStart().startsWith('{\n  "$schema"')) return { where, text };
    const json = JSON.parse(text) as Record<string, unknown>;
    const code = (json['x-report'] as { code?: string } | undefined)?.code;
    return { where, text, definition: { json, file: code ? `schemas/reports/${code}.json` : 'schemas/forms/example.json' } };
  }));
}

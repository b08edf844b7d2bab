// The docs stay readable in 20 minutes (issue 39 §7): README ≤ 120 lines, the architecture ≤ 200, and README with
// everything under docs/ ≤ 35,000 words (words counted as `wc -w` counts them: runs of non-blank characters).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const DOCS = ['README.md', ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** Lines as `wc -l` counts them (newline characters). */
export const lineCount = (text: string) => (text.match(/\n/g) ?? []).length;
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the docs stay short', () => {
  it('README has at most 120 lines', () => {
    expect(lineCount(read('README.md'))).toBeLessThanOrEqual(120);
  });

  it('docs/architecture.md has at most 200 lines', () => {
    expect(lineCount(read('docs/architecture.md'))).toBeLessThanOrEqual(200);
  });

  it('README and docs/ hold at most 35,000 words together', () => {
    const words = Object.fromEntries(DOCS.map((file) => [file, wordCount(read(file))]));
    const total = Object.values(words).reduce((sum, n) => sum + n, 0);
    expect(total, JSON.stringify(words, null, 1)).toBeLessThanOrEqual(35_000);
  });

  it('count lines and words as wc does', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(wordCount('  två ord\n\toch – tre  ')).toBe(5);
  });
});

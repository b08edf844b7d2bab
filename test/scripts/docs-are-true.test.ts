// The docs point at things that exist: relative links (and their anchors), repository paths in backticks, and the
// docs/*.md references in code comments and declarations.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
/** README and every document under docs/, its subfolders (docs/decisions/) included. */
const DOCS = ['README.md', ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const PATH_ROOTS = /^(server|src|engine|schemas|test|scripts|studio|bench|docs)\//;
const CODE_FOLDERS = ['engine', 'src', 'server', 'schemas', 'scripts', 'studio', 'bench', 'test'];

/** The text outside fenced code blocks, line by line (fences hold examples, not claims about the repository). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered -1, -2, … */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text.toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** Whether a repository path exists; `*`, `…`, `<area>`, `{param}` and `NNN_name` stand for any name part. */
function pathExists(path: string): boolean {
  const clean = path.replace(/\/$/, '');
  const segments = clean.split('/');
  let candidates = [root];
  for (const segment of segments) {
    const wild = /[*…<{]|NNN_name/.test(segment);
    const next: string[] = [];
    for (const dir of candidates) {
      if (!wild) {
        const full = join(dir, segment);
        for (const option of [full, `${full}.ts`, `${full}.tsx`]) if (existsSync(option)) next.push(option);
        continue;
      }
      if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
      const pattern = new RegExp(`^${segment.split(/\*|…|<[^>]*>|\{[^}]*\}|NNN_name/).map((part) => part.replace(/[.+?^$()|[\]\\]/g, '\\$&')).join('.*')}$`);
      for (const entry of readdirSync(dir)) if (pattern.test(entry)) next.push(join(dir, entry));
    }
    candidates = next;
  }
  return candidates.length > 0;
}

/** A problem with a link from `fromFile` to `target` (relative path, optional #anchor), or undefined when it resolves. */
function linkProblem(fromFile: string, target: string): string | undefined {
  const [pathPart = '', anchor] = target.split('#');
  const file = pathPart === '' ? join(root, fromFile) : join(dirname(join(root, fromFile)), decodeURIComponent(pathPart));
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor === undefined || !file.endsWith('.md')) return undefined;
  return anchorsOf(readFileSync(file, 'utf8')).has(anchor) ? undefined : `${target}: no heading with that anchor`;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'node_modules') continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mjs|js|cjs|json|sql)$/.test(entry)) yield path;
  }
}

describe.each(DOCS)('%s', (doc) => {
  const lines = proseLines(readFileSync(join(root, doc), 'utf8'));

  it('links only to files (and headings) that exist', () => {
    const problems: string[] = [];
    lines.forEach((line, index) => {
      for (const [, target = ''] of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
        const problem = linkProblem(doc, target);
        if (problem) problems.push(`${doc}:${index + 1}: ${problem}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const problems: string[] = [];
    lines.forEach((line, index) => {
      for (const { 0: quoted, 1: span = '', index: at = 0 } of line.matchAll(/`([^`\s]+)`/g)) {
        const path = span.replace(/[#:].*$/, '').replace(/[.,;]$/, '');
        const toCreate = /\bcreate\s+$/i.test(line.slice(0, at)); // a walk-through's "Create `schemas/…`" names a new file
        if (PATH_ROOTS.test(path) && !toCreate && !pathExists(path)) problems.push(`${doc}:${index + 1}: ${quoted}`);
      }
    });
    expect(problems).toEqual([]);
  });
});

describe('docs/*.md references in code and declarations', () => {
  it('name existing docs (and headings)', () => {
    const problems: string[] = [];
    for (const folder of CODE_FOLDERS) {
      for (const file of sourceFiles(join(root, folder))) {
        const text = readFileSync(file, 'utf8');
        for (const [target = ''] of text.matchAll(/\bdocs\/(?:[\w-]+\/)?[\w-]+\.md(#[\p{L}\p{N}_-]+)?/gu)) {
          const problem = linkProblem('README.md', target);
          if (problem) problems.push(`${relative(root, file)}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('make GitHub anchors, numbering repeated headings', () => {
    expect([...anchorsOf('# A title\n## Message catalogue (HTTP 417; `server/x.ts`)\n### Tests\n### Tests\n```\n# not a heading\n```\n')])
      .toEqual(['a-title', 'message-catalogue-http-417-serverxts', 'tests', 'tests-1']);
  });

  it('see a missing file, a missing anchor and a missing path', () => {
    expect(linkProblem('docs/reports.md', 'decisions-account.md')).toBe('decisions-account.md: no such file');
    expect(linkProblem('docs/reports.md', 'decisions/reports.md#no-such-heading')).toBe('decisions/reports.md#no-such-heading: no heading with that anchor');
    expect(linkProblem('docs/reports.md', 'decisions/reports.md#the-reports-page-lists-the-built-in-definitions')).toBeUndefined();
    expect(pathExists('server/db/seed.ts')).toBe(false);
    expect(pathExists('server/seed/seed.ts')).toBe(true);
    expect(pathExists('src/features/<area>/')).toBe(true);
    expect(pathExists('server/db/migrations/NNN_name.sql')).toBe(true);
    expect(pathExists('schemas/nothing/*.json')).toBe(false);
  });
});

import type { DefinitionCoverage } from '../index';

/** A definition's coverage, or why it was not measured (its check found problems). */
export type CoverageResult = DefinitionCoverage | { file: string; notMeasured: string };

const measured = (c: CoverageResult): c is DefinitionCoverage => 'items' in c;
const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
/** Whether a definition is fully covered (one with nothing to exercise is). */
export const fullyCovered = (c: CoverageResult) => measured(c) && c.covered === c.total;
const missedLines = (c: DefinitionCoverage) => c.items.filter((i) => !i.hit).map((i) => `missed ${i.kind}: ${i.name}`);

/** Per definition `file: covered/total (p %)` and its missed items, then the totals. */
export function coverageText(results: CoverageResult[]): string {
  const lines = ['coverage by the golden examples (each x-condition and transform when in both outcomes, transform steps, rules, error texts):'];
  for (const c of results) {
    if (!measured(c)) {
      lines.push(`${c.file}: not measured (${c.notMeasured})`);
      continue;
    }
    lines.push(`${c.file}: ${c.covered}/${c.total} (${percent(c.covered, c.total)} %)`, ...missedLines(c).map((l) => `  ${l}`));
  }
  const all = results.filter(measured);
  const [covered, total] = [all.reduce((n, c) => n + c.covered, 0), all.reduce((n, c) => n + c.total, 0)];
  lines.push(`${results.length} definition(s), ${results.filter(fullyCovered).length} at 100 %, ${covered}/${total} items (${percent(covered, total)} %)`);
  return `${lines.join('\n')}\n`;
}

/** Machine-readable: { ok, definitions: [{ file, covered, total, percent, items: [{ kind, name, hit }] } | { file, notMeasured }] }. */
export function coverageJson(results: CoverageResult[]): object {
  return { ok: results.every(fullyCovered), definitions: results.map((c) => (measured(c) ? { file: c.file, covered: c.covered, total: c.total, percent: percent(c.covered, c.total), items: c.items } : c)) };
}

/** Text as XML attribute or element content. */
export const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JUnit test suite: one test case per definition, failing below 100 % with the missed items. */
export function coverageJunit(results: CoverageResult[]): string {
  const cases = results.map((c) => {
    const open = `  <testcase classname="schemas coverage" name="${xml(c.file)}"`;
    if (fullyCovered(c)) return `${open}/>`;
    const [message, text] = measured(c) ? [`${c.covered}/${c.total} (${percent(c.covered, c.total)} %)`, missedLines(c).join('\n')] : ['not measured', c.notMeasured];
    return `${open}>\n    <failure message="${xml(message)}">${xml(text)}</failure>\n  </testcase>`;
  });
  const failures = results.filter((c) => !fullyCovered(c)).length;
  return [`<testsuite name="schemas coverage" tests="${results.length}" failures="${failures}">`, ...cases, '</testsuite>'].join('\n');
}

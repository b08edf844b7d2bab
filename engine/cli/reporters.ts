import { formatProblem, type Problem } from '../model/problem';

/** One checked file and what is wrong with it. */
export interface FileResult {
  file: string;
  problems: Problem[];
}

/** `file:pointer: message` lines and a summary line. */
export function textReport(results: FileResult[]): string {
  const lines = results.flatMap((r) => r.problems.map(formatProblem));
  const count = lines.length;
  return [...lines, `${results.length} file(s) checked, ${count} problem(s)`].join('\n') + '\n';
}

/** Machine-readable: { ok, files: [{ file, problems: [{ pointer, message }] }] }. */
export function jsonReport(results: FileResult[]): string {
  const files = results.map((r) => ({ file: r.file, problems: r.problems.map(({ pointer, message }) => ({ pointer, message })) }));
  return `${JSON.stringify({ ok: results.every((r) => !r.problems.length), files }, null, 2)}\n`;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JUnit XML for CI: one test case per file, one failure per file with problems. */
export function junitReport(results: FileResult[]): string {
  const failures = results.filter((r) => r.problems.length).length;
  const cases = results.map((r) => {
    const open = `  <testcase classname="schemas" name="${xml(r.file)}"`;
    if (!r.problems.length) return `${open}/>`;
    const text = r.problems.map(formatProblem).join('\n');
    return `${open}>\n    <failure message="${xml(`${r.problems.length} problem(s)`)}">${xml(text)}</failure>\n  </testcase>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuite name="schemas check" tests="${results.length}" failures="${failures}">`, ...cases, '</testsuite>', ''].join('\n');
}

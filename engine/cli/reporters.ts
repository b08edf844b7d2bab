import { formatProblem, type Problem } from '../model/problem';
import { type CoverageResult, coverageJson, coverageJunit, coverageText, xml } from './coverage-reporters';

/** One checked file and what is wrong with it. */
export interface FileResult {
  file: string;
  problems: Problem[];
}

/** `file:pointer: message` lines and a summary line; with --coverage each definition's coverage after them. */
export function textReport(results: FileResult[], coverage?: CoverageResult[]): string {
  const lines = results.flatMap((r) => r.problems.map(formatProblem));
  const count = lines.length;
  return [...lines, `${results.length} file(s) checked, ${count} problem(s)`].join('\n') + '\n' + (coverage ? coverageText(coverage) : '');
}

/** Machine-readable: { ok, files: [{ file, problems: [{ pointer, message }] }] }, with --coverage also `coverage` (coverageJson). */
export function jsonReport(results: FileResult[], coverage?: CoverageResult[]): string {
  const files = results.map((r) => ({ file: r.file, problems: r.problems.map(({ pointer, message }) => ({ pointer, message })) }));
  return `${JSON.stringify({ ok: results.every((r) => !r.problems.length), files, ...(coverage ? { coverage: coverageJson(coverage) } : {}) }, null, 2)}\n`;
}

/** JUnit XML for CI: one test case per file, one failure per file with problems; with --coverage a second suite in <testsuites>. */
export function junitReport(results: FileResult[], coverage?: CoverageResult[]): string {
  const failures = results.filter((r) => r.problems.length).length;
  const cases = results.map((r) => {
    const open = `  <testcase classname="schemas" name="${xml(r.file)}"`;
    if (!r.problems.length) return `${open}/>`;
    const text = r.problems.map(formatProblem).join('\n');
    return `${open}>\n    <failure message="${xml(`${r.problems.length} problem(s)`)}">${xml(text)}</failure>\n  </testcase>`;
  });
  const suite = [`<testsuite name="schemas check" tests="${results.length}" failures="${failures}">`, ...cases, '</testsuite>'];
  const suites = coverage ? ['<testsuites>', ...suite, coverageJunit(coverage), '</testsuites>'] : suite;
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...suites, ''].join('\n');
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { misusedPromises, programOf, typeErrors } from '../../scripts/check-promises.js';

const dir = mkdtempSync(join(tmpdir(), 'check-promises-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('names each misuse of a Promise a missing await leaves, and nothing else', () => {
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', module: 'nodenext', noEmit: true }, include: ['server'] }));
  writeFileSync(join(dir, 'server/repo.ts'), `
const find = async (key: string): Promise<string | undefined> => (key === 'a' ? 'A' : undefined);
const save = async (_key: string): Promise<void> => undefined;
export async function caller(maybe: Promise<string> | undefined, other: Promise<string>) {
  if (find('a') === undefined) return 1;
  const name = find('b') ?? 'none';
  if (!find('c')) return 2;
  const text = \`\${find('d')}\`;
  save('e');
  void save('f');
  await save('g');
  save('h').catch(() => undefined);
  if (maybe === undefined) return 3;
  if (maybe === other) return 4;
  return [name, text, (await find('i')) === undefined];
}
`);
  const found = misusedPromises(join(dir, 'tsconfig.json')).map((line) => line.replace(/^.*server\/repo\.ts:/, ''));
  expect(found).toEqual([
    "5:7: a Promise compared or defaulted (missing await?): find('a') === undefined",
    "6:16: a Promise compared or defaulted (missing await?): find('b') ?? 'none'",
    "7:7: a Promise negated (missing await?): !find('c')",
    "8:19: a Promise in a template (missing await?): find('d')}`",
    "9:3: a Promise nobody awaits (await it, or `void` it on purpose): save('e');",
  ]);
});

it('with --typecheck, prints the compiler\'s own errors from the same program, as tsc --noEmit does', () => {
  const project = join(dir, 'typed');
  mkdirSync(join(project, 'server'), { recursive: true });
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', module: 'nodenext', noEmit: true }, include: ['server'] }));
  writeFileSync(join(project, 'server/count.ts'), 'export const count: number = \'three\';\nexport const fine: number = 3;\n');
  const program = programOf(join(project, 'tsconfig.json'));
  expect(typeErrors(program).map((line) => line.replace(/^.*server\/count\.ts/, 'count.ts'))).toEqual([
    "count.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.",
  ]);
  expect(misusedPromises(program)).toEqual([]);
});

// Every declaration under schemas/ reaches git: no .gitignore pattern may match a file there, the ones that exist or a
// new one (issue 24: an unanchored `reports/` hid schemas/reports/*.json from `git status` and `git add`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [relative(root, join(dir, e.name))]));
}

/** A new file in each folder of schemas/ (a new report, form, template …), and one in a folder that does not exist yet. */
function newFileNames(): string[] {
  const folders = readdirSync(join(root, 'schemas'), { withFileTypes: true, recursive: true }).filter((e) => e.isDirectory())
    .map((e) => relative(root, join(e.parentPath, e.name)));
  return [...folders, 'schemas', 'schemas/reports/new-folder'].map((folder) => `${folder}/NEW.json`);
}

it('no file under schemas/, existing or new, is ignored by git', () => {
  const paths = [...filesUnder(join(root, 'schemas')), ...newFileNames()];
  expect(paths).toContain('schemas/reports/NEW.json');
  // --no-index: tracked files are matched against the patterns too (otherwise git never calls them ignored).
  const run = spawnSync('git', ['check-ignore', '--no-index', '--verbose', '--stdin'], { cwd: root, input: paths.join('\n'), encoding: 'utf8' });
  expect(run.error).toBeUndefined();
  expect(run.stdout).toBe(''); // each ignored path as "<.gitignore:line:pattern>\t<path>"
  expect(run.status).toBe(1); // 1: nothing ignored (0 would be: some path ignored, 128: a git error)
});

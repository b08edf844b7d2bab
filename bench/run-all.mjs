// `npm run bench`: every "bench:*" script of package.json (bench:lighthouse too) but the soak (minutes of memory
// growth, run on its own), in order; stops at the first that fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const ON_ITS_OWN = new Set(['bench:soak']);
const benches = Object.keys(scripts).filter((name) => name.startsWith('bench:') && !ON_ITS_OWN.has(name));

for (const name of benches) {
  console.log(`\n▶ npm run ${name}`);
  const result = spawnSync('npm', ['run', '--silent', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

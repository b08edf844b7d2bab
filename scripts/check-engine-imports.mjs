// Fails when engine/ imports a UI or server framework, or anything from src/ or server/: the engine depends on nothing of ours.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const forbidden = /from\s+['"](react|react-dom|react-router|react-router-dom|@mui\/[^'"]*|@emotion\/[^'"]*|@rjsf\/[^'"]*|fastify|@fastify\/[^'"]*|better-sqlite3|jotai|ofetch)(\/[^'"]*)?['"]|from\s+['"](\.\.\/)+(src|server)\//;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|js|mjs)$/.test(entry)) yield path;
  }
}

/** Lines of engine/ that break the one-way dependency rule. */
export function findForbiddenEngineImports(engineDir = join(root, 'engine')) {
  const problems = [];
  for (const file of sourceFiles(engineDir)) {
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      if (forbidden.test(line)) problems.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`);
    });
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = findForbiddenEngineImports();
  if (problems.length > 0) {
    console.error('engine/ får inte importera React, MUI, Fastify, src/ eller server/:');
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log('engine/: inga förbjudna importer.');
}

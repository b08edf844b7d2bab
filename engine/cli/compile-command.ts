import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { RULE_RUNTIME_SPECIFIER } from '../index';
import type { CliOptions } from './cli-options';
import type { Args } from './args';
import { findDeclarations } from './find-declarations';
import type { CliIO } from './io';

// A definition names the definition meta-schema (schemas/api/reports.json or a form template does not).
function isDefinitionFile(path: string): boolean {
  const ref = (JSON.parse(readFileSync(path, 'utf8')) as { $schema?: unknown }).$schema;
  return typeof ref === 'string' && basename(ref) === 'definition.schema.json';
}

/**
 * `compile [definitions…] --out <dir>`: writes <name>.validate.js per definition (standalone ES modules importing
 * the rule runtime by a relative path), for builds that must not compile validators at runtime.
 */
export function compileCommand(args: Args, io: CliIO, { engine }: CliOptions): number {
  const out = args.flags.out;
  if (!out) {
    io.stderr('usage: compile [definitions…] --out <dir>\n');
    return 2;
  }
  const outDir = resolve(io.cwd, out);
  // Stryker disable next-line StringLiteral: only Windows paths hold a backslash; elsewhere the split leaves one part
  const runtime = relative(outDir, join(io.cwd, 'engine/validation/rule-runtime.ts')).split('\\').join('/');
  const resolveImport = (s: string) => (s === RULE_RUNTIME_SPECIFIER ? (runtime.startsWith('.') ? runtime : `./${runtime}`) : s);
  mkdirSync(outDir, { recursive: true });
  const files = args.positional.length ? args.positional : findDeclarations(io.cwd).filter((f) => isDefinitionFile(resolve(io.cwd, f)));
  for (const file of files) {
    // Stryker disable next-line StringLiteral: without an encoding JSON.parse reads the Buffer as UTF-8 text all the same
    const def = engine.loadDefinition(JSON.parse(readFileSync(resolve(io.cwd, file), 'utf8')), file);
    const target = join(outDir, `${basename(file, '.json')}.validate.js`);
    writeFileSync(target, engine.compileDefinitionStandalone(def, { resolveImport }));
    io.stdout(`${relative(io.cwd, target)}\n`);
  }
  return 0;
}

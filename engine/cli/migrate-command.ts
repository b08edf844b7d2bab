import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { CliOptions } from './cli-options';
import { inferredFormatVersion } from '../migrate/format-version';
import { rewriteDefinitionText } from '../migrate/migrate-definition';
import type { Args } from './args';
import type { CliIO } from './io';

/**
 * `migrate <files…> [--dry-run]`: rewrites definition files of an older format to the current one and says, per file,
 * what it changed and what needs a person. 0 when nothing needs a person, 1 otherwise, 2 on bad usage.
 */
export function migrateCommand(args: Args, io: CliIO, { engine }: CliOptions): number {
  if (args.positional.length === 0) {
    io.stderr('migrate needs the definition files to rewrite: npm run schemas -- migrate schemas/reports/X.json …\n');
    return 2;
  }
  let needsPerson = false;
  for (const path of args.positional) {
    const file = relative(io.cwd, resolve(io.cwd, path)) || path;
    const text = readFileSync(resolve(io.cwd, path), 'utf8');
    const original = JSON.parse(text) as unknown;
    const migration = engine.migrateDefinition(original, file);
    if ((original as { formatVersion?: unknown } | null)?.formatVersion === undefined) {
      io.stdout(`${file}: has no formatVersion; read as format ${migration.from} (${inferredFormatVersion(original).why})\n`);
    }
    if (migration.from === migration.to && (original as { formatVersion?: unknown }).formatVersion !== undefined) {
      io.stdout(`${file}: already format ${migration.to}, unchanged\n`);
      continue;
    }
    if (args.flags['dry-run'] !== 'true') writeFileSync(resolve(io.cwd, path), rewriteDefinitionText(text, migration.json));
    io.stdout(`${file}: format ${migration.from} → ${migration.to}${args.flags['dry-run'] === 'true' ? ' (dry run, not written)' : ''}\n`);
    for (const line of migration.changed) io.stdout(`  changed: ${line}\n`);
    for (const line of migration.needsPerson) io.stdout(`  needs a person: ${line}\n`);
    needsPerson ||= migration.needsPerson.length > 0;
  }
  return needsPerson ? 1 : 0;
}

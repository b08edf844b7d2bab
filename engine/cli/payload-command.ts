import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type EngineContext, type FormatType, type Segment, buildFormPayload, loadDefinition, prepareReportRequest, stockholmToday, validateValues } from '../index';
import type { Args } from './args';
import type { CliIO } from './io';

function contextOf(args: Args): EngineContext {
  const { roles = 'OMBMGR', agency = '', segment = 'AGENCY', today = stockholmToday() } = args.flags;
  const selected = args.flags['selected-agency'];
  return { roles: roles.split(',').filter(Boolean), segment: segment as Segment, agencyNumber: agency, ...(selected ? { selectedAgencyNumber: selected } : {}), today };
}

/**
 * `payload <definition> --input <file|-> [--roles A,B] [--agency N] [--selected-agency N] [--segment S]
 * [--today YYYY-MM-DD] [--format pdf|xlsx]`: prints the request body (exit 0) or the Swedish errors (exit 1).
 */
export function payloadCommand(args: Args, io: CliIO): number {
  const [path] = args.positional;
  const input = args.flags.input;
  if (!path || !input) {
    io.stderr('usage: payload <definition> --input <file|-> [--roles A,B] [--agency N] [--today YYYY-MM-DD] [--format pdf|xlsx]\n');
    return 2;
  }
  const def = loadDefinition(JSON.parse(readFileSync(resolve(io.cwd, path), 'utf8')), path);
  const values = JSON.parse(input === '-' ? io.readStdin() : readFileSync(resolve(io.cwd, input), 'utf8')) as Record<string, unknown>;
  const ctx = contextOf(args);
  const errorsOut = (errors: { field: string; message: string }[], formMessage: string) => {
    io.stderr(`${formMessage}\n${errors.map((e) => `${e.field}: ${e.message}`).join('\n')}\n`);
    return 1;
  };
  if (!def.report) {
    const result = validateValues(def, values, ctx);
    if (!result.valid) return errorsOut(result.errors, result.formMessage ?? '');
    io.stdout(`${JSON.stringify(buildFormPayload(def, values, ctx), null, 2)}\n`);
    return 0;
  }
  const prepared = prepareReportRequest(def, values, ctx, { formatType: (args.flags.format ?? 'pdf') as FormatType });
  if (!prepared.ok) return errorsOut(prepared.errors, prepared.formMessage);
  io.stdout(`${JSON.stringify(prepared.request.body, null, 2)}\n`);
  return 0;
}

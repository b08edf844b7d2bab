import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Definition, EngineContext, FormatType, NodeEngine, Values } from '../index';
import type { Args } from './args';
import type { CliIO } from './io';
import type { CliOptions } from './cli-options';

function contextOf(args: Args, actor: CliOptions['payloadActor'], engine: NodeEngine): EngineContext {
  const { roles = actor?.roles ?? '', segment = actor?.segment ?? '', today = engine.today() } = args.flags;
  // The host's facts, each from its flag (the portal: --agency N as agencyNumber); a fact without its flag is ''.
  const facts = Object.entries(actor?.facts ?? {}).map(([flag, fact]) => [fact, args.flags[flag] ?? '']);
  return { roles: roles.split(',').filter(Boolean), segment, ...Object.fromEntries(facts), today };
}

/**
 * `payload <definition> --input <file|-> [--roles A,B] [--agency N] [--selected-agency N] [--segment S]
 * [--today YYYY-MM-DD] [--format pdf|xlsx] [--no-defaults]`: like the form, starts from the definition's defaults and
 * lays the input over them; prints the request body (exit 0) or the Swedish errors (exit 1). When the roles and
 * segment cannot see the definition it still prints what it would send, and warns on stderr (exit 2).
 */
export function payloadCommand(args: Args, io: CliIO, options: CliOptions): number {
  const { engine } = options;
  const [path] = args.positional;
  const input = args.flags.input;
  if (!path || !input) {
    io.stderr('usage: payload <definition> --input <file|-> [--roles A,B] [--agency N] [--today YYYY-MM-DD] [--format pdf|xlsx]\n');
    return 2;
  }
  // Stryker disable next-line StringLiteral: without an encoding JSON.parse reads the Buffer as UTF-8 text all the same
  const def = engine.loadDefinition(JSON.parse(readFileSync(resolve(io.cwd, path), 'utf8')), path);
  const given = JSON.parse(input === '-' ? io.readStdin() : readFileSync(resolve(io.cwd, input), 'utf8')) as Record<string, unknown>;
  const ctx = contextOf(args, options.payloadActor, engine);
  const values = args.flags['no-defaults'] === 'true' ? given : { ...engine.computeDefaults(def, ctx), ...given };
  const code = printPayload(engine, def, values, ctx, (args.flags.format ?? 'pdf') as FormatType, io);
  if (engine.isDefinitionVisible(def, ctx)) return code;
  const who = `roles ${ctx.roles.join(', ') || '(none)'} in segment ${ctx.segment}`;
  io.stderr(`warning: ${who} cannot see this ${def.report ? 'report' : 'form'} (x-visibleTo ${JSON.stringify(def.json['x-visibleTo'])}); the portal would not offer it and the server answers 403\n`);
  return 2;
}

function printPayload(engine: NodeEngine, def: Definition, values: Values, ctx: EngineContext, formatType: FormatType, io: CliIO): number {
  const errorsOut = (errors: { field: string; message: string }[], formMessage: string) => {
    io.stderr(`${formMessage}\n${errors.map((e) => `${e.field}: ${e.message}`).join('\n')}\n`);
    return 1;
  };
  if (!def.report) {
    const result = engine.validateValues(def, values, ctx);
    // Stryker disable next-line StringLiteral: validateValues gives a formMessage with every error; ?? '' only satisfies the type
    if (!result.valid) return errorsOut(result.errors, result.formMessage ?? '');
    io.stdout(`${JSON.stringify(engine.buildFormPayload(def, values, ctx), null, 2)}\n`);
    return 0;
  }
  const prepared = engine.prepareReportRequest(def, values, ctx, { formatType });
  if (!prepared.ok) return errorsOut(prepared.errors, prepared.formMessage);
  io.stdout(`${JSON.stringify(prepared.body, null, 2)}\n`);
  return 0;
}

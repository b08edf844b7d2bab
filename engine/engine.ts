// An engine instance: createEngine() takes the application's vocabulary, compilers, texts and clock and returns the
// functions that depend on them as methods. Nothing is installed: two instances in one process never share a setting.
import { type EngineScope, type PatternEngine, runAs } from './context/engine-scope';
import { stockholmToday } from './context/engine-context';
import type { EngineVocabulary } from './context/vocabulary';
import { isVisibleTo } from './conditions/access-rule';
import { isDefinitionVisible, visibleFieldNames, visibleValues } from './model/visible-fields';
import { type MessageCode, formatMessage } from './model/message-catalogue';
import { loadDefinition } from './load/load-definition';
import { sentFieldsOnly } from './load/sent-fields-definition';
import { computeDefaults } from './form-model/compute-defaults';
import { fieldOptions } from './form-model/field-options';
import { toFormModel } from './form-model/to-form-model';
import { validateValues } from './validation/validate-values';
import { inputMaxLength, isTypedText, valueMaxLength } from './validation/field-rules';
import { interpretationProblem, interpretedValidator } from './validation/interpreted-validator';
import type { RuntimeCompilers } from './validation/runtime-compilers';
import { importPatternEngine, patternProblem, safePattern } from './validation/safe-pattern';
import { normalizeValue, normalizeValues } from './transforms/input-normalizers';
import { type PreparedReport, type ReportOptions, buildReportPayload, buildReportRequest, prepareReportRequest, sendableParameters } from './payload/report-request';
import { type ReportRequest, type ReportWire, bindReportWire } from './payload/report-wire';
import { buildFormPayload } from './payload/build-form-payload';
import { buildListPayload } from './payload/list-payload';
import { definitionJsonFromTemplate, formFromTemplate, templateItems } from './templates/definition-from-template';

/** What compiles at run time: ajv's compiler (Node only: nodeCompilers()) and RE2 for patterns from data. */
export interface EngineCompilers {
  readonly runtime?: RuntimeCompilers;
  readonly patterns?: PatternEngine;
}

/** What an application gives its engine; `Facts` are the host facts of its contexts, `Body` its report body. */
export interface EngineOptions<Facts extends object = Record<string, unknown>, Body = unknown> {
  /** Its roles, segments, option decision, context parameter and password standard. */
  readonly vocabulary: EngineVocabulary<Facts>;
  /** Its report body format (the portal's: portal/reports/report-wire.ts); default: the neutral request is the body. */
  readonly reportWire?: ReportWire<Body>;
  /** Node: nodeCompilers() (the Node entry's createEngine gives them by default); a browser has none. */
  readonly compilers?: EngineCompilers;
  /** Texts that replace the catalogue's (messageCatalogue), by message code. */
  readonly messages?: Partial<Record<MessageCode, string>>;
  /** Now, for `today()` (default: the system clock). */
  readonly clock?: () => Date;
}

// The functions that read the instance's settings (the vocabulary, the compilers, the texts): the instance's methods.
// Nothing here may import ajv's compiler (the SPA bundle generates no code at run time): those are the Node entry's NODE_METHODS.
const METHODS = {
  isVisibleTo, isDefinitionVisible, visibleFieldNames, visibleValues, formatMessage,
  loadDefinition, sentFieldsOnly, computeDefaults, fieldOptions, toFormModel,
  validateValues, inputMaxLength, isTypedText, valueMaxLength, interpretationProblem, interpretedValidator, patternProblem, safePattern,
  normalizeValue, normalizeValues, buildReportPayload, buildReportRequest, prepareReportRequest, buildFormPayload, buildListPayload,
  sendableParameters, definitionJsonFromTemplate, formFromTemplate, templateItems,
};

type Methods<T> = { readonly [K in keyof T]: T[K] };

type ReportArgs = Parameters<typeof buildReportRequest>;

/** An engine instance: its methods may be destructured (none uses `this`). `Body`: its wire's report body. */
export interface Engine<Body = unknown> extends Methods<Omit<typeof METHODS, 'buildReportPayload' | 'prepareReportRequest'>> {
  /** The body a report's request is sent as, in the engine's wire format (buildReportRequest, then the wire's encode). */
  buildReportPayload(def: ReportArgs[0], values: ReportArgs[1], ctx: ReportArgs[2], options?: ReportOptions): Body;
  /** Validates values and, when valid, builds the neutral request and its body. */
  prepareReportRequest(def: ReportArgs[0], values: ReportArgs[1], ctx: ReportArgs[2], options?: ReportOptions):
    | { ok: true; request: ReportRequest; body: Body } | Extract<PreparedReport, { ok: false }>;
  readonly vocabulary: EngineVocabulary;
  /** Today's Stockholm calendar day (yyyy-MM-dd) by the engine's clock: an EngineContext's `today`. */
  today(): string;
  /** Loads RE2 when the engine has none yet (the browser, before a form from a template is made); idempotent. */
  loadPatternEngine(): Promise<void>;
  /** Runs `work` as this engine: for code that calls the engine's modules directly (its own tests, extensions). */
  run<T>(work: () => T): T;
}

/** Binds each function to `scope`: it runs as that engine's. */
export function bindMethods<T extends Record<string, (...args: never[]) => unknown>>(scope: EngineScope, functions: T): T {
  const bound = Object.entries(functions).map(([name, fn]) => [name, (...args: never[]) => runAs(scope, () => fn(...args))]);
  return Object.fromEntries(bound) as T;
}

/** The engine's scope for these options (the Node entry's createEngine extends the instance with Node's methods). */
export function engineScopeOf<Facts extends object, Body>(options: EngineOptions<Facts, Body>): EngineScope {
  const scope: EngineScope = {
    vocabulary: options.vocabulary as EngineVocabulary,
    knownRoles: new Set(options.vocabulary.roles),
    messages: { ...options.messages },
    clock: options.clock ?? (() => new Date()),
    compilers: options.compilers?.runtime,
    patterns: options.compilers?.patterns,
  };
  if (options.reportWire) bindReportWire(scope, options.reportWire as ReportWire);
  return scope;
}

/** The engine's instance of a scope. */
export function engineOf<Body>(scope: EngineScope): Engine<Body> {
  return Object.freeze<Engine<Body>>({
    ...(bindMethods(scope, METHODS) as Omit<Engine<Body>, 'vocabulary' | 'today' | 'loadPatternEngine' | 'run'>),
    vocabulary: scope.vocabulary,
    today: () => stockholmToday(scope.clock()),
    async loadPatternEngine() {
      scope.patterns ??= await importPatternEngine();
    },
    run: <T>(work: () => T): T => runAs(scope, work),
  });
}

/** A new engine: the application's composition root creates one (the SPA, the server, the CLI, each test helper). */
export function createEngine<Facts extends object = Record<string, unknown>, Body = ReportRequest>(options: EngineOptions<Facts, Body>): Engine<Body> {
  return engineOf<Body>(engineScopeOf(options));
}

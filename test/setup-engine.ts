// The tests' engine, made as every program makes its own (src/forms/engine.ts, server/engine.ts): the Node entry with
// the portal's vocabulary. createTestEngine() makes another (other texts, a fixed clock, no compilers).
import { type Definition, type EngineOptions, type LoadOptions, type ReportOptions, type Values, createEngine, nodeCompilers } from '@ombudsportalen/engine';
import type { PortalContext, PortalFacts } from '@ombudsportalen/portal/engine-vocabulary';
import { type ReportBodyFacts, type ReportCall, type ReportPayload, reportCall } from '@ombudsportalen/portal/reports/report-wire';
import { PORTAL_ENGINE_OPTIONS } from '@ombudsportalen/portal/engine-options';

/** A new engine with the portal's vocabulary; `options` replace the defaults. */
export function createTestEngine(options: Partial<Omit<EngineOptions<PortalFacts, ReportPayload>, 'reportWire'>> = {}) {
  return createEngine<PortalFacts, ReportPayload, ReportBodyFacts>({ ...PORTAL_ENGINE_OPTIONS, ...options });
}

export const testEngine = createTestEngine();

/**
 * A definition as the SPA gets it from the build: loaded, with its validator compiled beforehand (the SPA's engine,
 * src/forms/engine.ts, compiles nothing at run time).
 */
export function loadForTheBrowser(json: unknown, file: string, options?: LoadOptions): Definition {
  const def = testEngine.loadDefinition(json, file, options);
  return { ...def, validator: def.validator ?? testEngine.run(() => nodeCompilers().runtime.compileValidator(def)) };
}

const isClass = (fn: unknown) => /^class\b/.test(Function.prototype.toString.call(fn));
const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A module of the engine's internals whose functions (and objects of functions, e.g. ruleRuntime) run as `engine`'s:
 * for the engine's white-box tests, which call what the instance's methods call.
 */
export function inTestEngine<T extends object>(module: T, engine: { run<R>(work: () => R): R } = testEngine): T {
  const wrap = (value: unknown): unknown => (typeof value === 'function' && !isClass(value)
    ? (...args: unknown[]) => engine.run(() => (value as (...a: unknown[]) => unknown)(...args))
    : value);
  // A getter (messageCatalogue's password text) runs as the engine too, when read.
  const wrapped = (object: object) => Object.defineProperties({}, Object.fromEntries(Object.entries(Object.getOwnPropertyDescriptors(object))
    .map(([key, { get, value }]) => [key, get ? { get: wrap(get) as () => unknown, enumerable: true } : { value: wrap(value), enumerable: true }])));
  const entries = Object.keys(module).map((name) => {
    const value = (module as Record<string, unknown>)[name];
    return [name, isPlainObject(value) ? wrapped(value as object) : wrap(value)];
  });
  return Object.fromEntries(entries) as T;
}

/** The portal's call of a report as the SPA makes it (src/forms/payload-builder.ts): the engine's request, mapped. */
export function reportCallOf(def: Definition, values: Values, ctx: PortalContext, options?: ReportOptions): ReportCall {
  return reportCall(def, testEngine.buildReportRequest(def, values, ctx, options), ctx);
}

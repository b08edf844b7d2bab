// The one place the rjsf adapter calls the engine: the functions it needs, as one object a caller may replace (an
// engine instance made with the application's vocabulary, compilers and messages).
import type { Definition, Engine, EngineContext, FormModel, ReportOptions, ValidationResult, Values } from '@ombudsportalen/engine/browser';

/** What the adapter asks of the engine, each with the engine's signature. */
export interface AdapterEngine {
  toFormModel(def: Definition, values: Values, ctx: EngineContext): FormModel;
  computeDefaults(def: Definition, ctx: EngineContext): Values;
  normalizeValues(def: Definition, values: Values, ctx: EngineContext): Values;
  validateValues(def: Definition, values: Values, ctx: EngineContext): ValidationResult;
  visibleValues(def: Definition, values: Values, ctx: EngineContext): Values;
  /** The engine's neutral request body of valid, visible values: a report's payload, a list form's entries, a form's JSON body. */
  payload(def: Definition, values: Values, ctx: EngineContext, options?: ReportOptions): unknown;
}

/** What the adapter asks of an engine instance (createEngine with the application's vocabulary, compilers and messages). */
export function adapterCallsOf(engine: Engine): AdapterEngine {
  const { toFormModel, computeDefaults, normalizeValues, validateValues, visibleValues, buildReportPayload, buildListPayload, buildFormPayload } = engine;
  return {
    toFormModel,
    computeDefaults,
    normalizeValues,
    validateValues,
    visibleValues,
    payload(def, values, ctx, options) {
      if (def.report) return buildReportPayload(def, values, ctx, options);
      return def.listPayload ? buildListPayload(def, def.listPayload, values) : buildFormPayload(def, values, ctx);
    },
  };
}

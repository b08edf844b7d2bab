import { type Definition, type ReportOptions, type Values } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { type ReportCall, reportCall } from '@ombudsportalen/portal/reports/report-wire';
import { spaEngine } from './engine';

const { buildFormPayload, buildReportRequest } = spaEngine;

/** Builds what a submit sends, from the submitted values, through the engine (transforms, ranges, agency number). */
export interface PayloadBuilder {
  /** The JSON body of a non-report form (one key per sent field, x-payload nesting). */
  formPayload(): Record<string, unknown>;
  /** The call of a report: URL code, agency or partner, body and file name. Throws for non-report definitions. */
  reportRequest(options?: ReportOptions): ReportCall;
}

/** The payload builder of valid, visible values under a context. */
export function payloadBuilder(def: Definition, values: Values, ctx: PortalContext): PayloadBuilder {
  return {
    formPayload: () => buildFormPayload(def, values, ctx),
    reportRequest: (options) => reportCall(def, buildReportRequest(def, values, ctx, options), ctx),
  };
}

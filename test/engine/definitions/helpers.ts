import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Definition, type DefinitionJson, type FieldJson } from '@ombudsportalen/engine';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { PORTAL_REPORT_WIRE } from '@ombudsportalen/portal/reports/report-wire';

import { REPORTS_DIR } from '../../shared/reports-dir';
import { testEngine } from '../../setup-engine';

const { loadDefinition, validateValues } = testEngine;

export const ROOT = join(import.meta.dirname, '../../..');
export { REPORTS_DIR };

/** The report fixture files by code. */
export const REPORT_CODES = readdirSync(REPORTS_DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));

/** A fixture's JSON (a fresh copy each call, safe to break). */
export function fixtureJson(code: string): DefinitionJson {
  return JSON.parse(readFileSync(join(REPORTS_DIR, `${code}.json`), 'utf8')) as DefinitionJson;
}

/** A loaded report fixture. */
export function fixture(code: string): Definition {
  return loadDefinition(fixtureJson(code), `schemas/reports/${code}.json`);
}

/** A report fixture that offers pdf only (no shipped report does since issue 41 §5; the format list still works). */
export function pdfOnly(code: string): Definition {
  const json = fixtureJson(code);
  return loadDefinition({ ...json, 'x-report': { ...json['x-report']!, formats: ['pdf'] } }, `schemas/reports/${code}.json`);
}

/** A context on Friday 15 March 2024 (ISO week 2411) for an agency manager of agency 12345. */
export function ctx(over: Partial<PortalContext> = {}): PortalContext {
  return { roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber: '12345', today: '2024-03-15', ...over };
}

/** Loads an inline form definition with the given fields (and definition-level keywords). */
export function define(properties: Record<string, FieldJson>, extra: Partial<DefinitionJson> = {}): Definition {
  return loadDefinition({ $schema: '../meta/definition.schema.json', type: 'object', properties, ...extra }, 'inline.json');
}

/** A one-field form whose only field `v` has the given schema; returns the errors of validating `value`. */
export function errorsOf(schema: FieldJson, value: unknown, over: Partial<PortalContext> = {}, extra: Partial<DefinitionJson> = {}) {
  return validateValues(define({ v: schema }, { required: ['v'], ...extra }), { v: value }, ctx(over)).errors.map((e) => e.message);
}

/**
 * A report body read as the server reads it (the engine's decodeReportRequest through the portal's wire), shown as
 * before the wire moved to the portal: the values and the body the read request encodes back to, or the errors.
 */
export function decodeReportPayload(def: Definition, body: unknown, context: PortalContext) {
  const { facts: _facts, ...decoded } = testEngine.decodeReportRequest(def, body, context);
  return decoded.ok ? { ok: true as const, values: decoded.values, body: PORTAL_REPORT_WIRE.encode(decoded.request) } : decoded;
}

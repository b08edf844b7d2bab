import type { FastifyRequest } from 'fastify';
import { type Values } from '@ombudsportalen/engine';
import type { ApiBody } from '@ombudsportalen/portal/api';
import { errors } from '../http/errors.js';
import type { ReportPreferenceRepository } from '../repositories/report-preference-repository.js';
import type { ReportCatalogue, ReportDefinition } from './report-catalogue.js';
import { reportListContext } from './report-definitions.js';
import { reportErrors } from './report-errors.js';
import { serverEngine } from '../engine.js';

const { formatMessage, isDefinitionVisible, validateValues } = serverEngine;

const usernameOf = (request: FastifyRequest): string => request.session?.user.username ?? '';

// The report the caller may see (the reports page's own filter), else 404 unknown or 403 hidden.
async function visibleReport(catalogue: ReportCatalogue, request: FastifyRequest, code: string, now: Date): Promise<ReportDefinition> {
  const def = catalogue.byCode(code);
  if (!def) throw reportErrors.unknownReport();
  if (!isDefinitionVisible(def, await reportListContext(request, '', now))) throw errors.forbidden();
  return def;
}

/**
 * Remembers a caller's choices for a report (issue 41 §3): a report it may see, one of its formats, and values the
 * form itself would accept (the engine's validation under the caller's context; fields it does not have are unknown),
 * else 400 with field errors. What is stored is only ever what the form could have sent.
 */
export async function saveReportPreferences(catalogue: ReportCatalogue, repo: ReportPreferenceRepository, request: FastifyRequest, code: string, body: ApiBody<'saveReportPreferences'>, now: Date): Promise<void> {
  const def = await visibleReport(catalogue, request, code, now);
  const ctx = await reportListContext(request, '', now);
  const unknown = Object.keys(body.values).filter((name) => !def.byName.has(name)).map((field) => ({ field, message: formatMessage('unknownParameter') }));
  const format = def.report.formats.includes(body.format) ? [] : [{ field: 'format', message: formatMessage('unknownParameter') }];
  const values: Values = body.values;
  const { errors: invalid } = validateValues(def, values, ctx);
  const fields = [...unknown, ...format, ...invalid.map(({ field, message }) => ({ field, message }))];
  if (fields.length) throw reportErrors.invalid(formatMessage(def.formMessage), fields);
  await repo.save(usernameOf(request), { reportCode: def.report.code, format: body.format, values, usedAt: now.getTime() });
}

/** Forgets a caller's choices for a report ("Återställ"); an unknown code is 404. */
export async function deleteReportPreferences(catalogue: ReportCatalogue, repo: ReportPreferenceRepository, request: FastifyRequest, code: string): Promise<void> {
  if (!catalogue.byCode(code)) throw reportErrors.unknownReport();
  await repo.remove(usernameOf(request), code);
}

/** The caller's remembered choices of the reports it may still see, the last used first. */
export async function listReportPreferences(catalogue: ReportCatalogue, repo: ReportPreferenceRepository, request: FastifyRequest, now: Date) {
  const ctx = await reportListContext(request, '', now);
  const visible = (code: string) => { const def = catalogue.byCode(code); return def !== undefined && isDefinitionVisible(def, ctx); };
  return (await repo.list(usernameOf(request))).filter((p) => visible(p.reportCode))
    .map((p) => ({ reportCode: p.reportCode, format: p.format, values: p.values, usedAt: new Date(p.usedAt).toISOString() }));
}

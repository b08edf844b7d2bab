import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { validateValues } from '../../engine/index.js';
import { accountErrors, formInvalid } from '../account/account-errors.js';
import { decodeFormBody } from '../account/form-body.js';
import { formDefinition } from '../account/form-definitions.js';
import { requireCurrentVersion, setEtag } from '../account/preconditions.js';
import { engineContextOf } from '../account/request-context.js';
import { requireInternal, requireMenuAccess, requireOwnAgency, type AccessGuard } from '../auth/agency-access.js';
import { callerOf } from '../auth/api-guard.js';
import { errors } from '../errors.js';
import type { AgencyInfo } from '../repositories/agency-repository.js';
import { EDITABLE_SHOP_COLUMNS, type ShopDetails } from '../repositories/shop-details-repository.js';
import { agencyInfoResponseSchema, toAgencyInfoResponse } from './agency-info-response.js';
import { agencyNumberParam } from './agency-info-routes.js';
import { BODY_LIMITS, boundedJson } from './input-bounds.js';

type SaveRoute = { Params: { agencyNumber: string }; Body: Record<string, unknown> };

const schema = {
  params: { type: 'object', required: ['agencyNumber'], properties: { agencyNumber: agencyNumberParam } },
  // Only the shape: the fields, their types and every §5 rule come from schemas/forms/shop-details.json.
  body: { type: 'object', maxProperties: 64, additionalProperties: boundedJson(2) },
  response: { 200: agencyInfoResponseSchema },
};

/** The editable fields after validation; a field the body left out is empty (PUT replaces the shop details). */
function detailsOf(values: Record<string, unknown>): ShopDetails {
  const entries = Object.keys(EDITABLE_SHOP_COLUMNS).map((field) =>
    [field, field === 'shareAgencyReport' ? values[field] === true : typeof values[field] === 'string' ? values[field] : '']);
  return Object.fromEntries(entries) as ShopDetails;
}

/**
 * PUT agency info, "Butikens uppgifter" (spec part 1 §2, §7 "Agency"): OMBMGR and SALJPLUS of the agency, internal
 * staff through /internal. The body is the shop form's payload, validated with the same definition; changing the
 * read-only address or sending an unknown field is a 400. If-Match with the agency ETag is required (428 / 412).
 */
export const shopDetailsRoutes: FastifyPluginAsync = async (app) => {
  const save = async (request: FastifyRequest<SaveRoute>, agency: AgencyInfo) => {
    const def = formDefinition('shop-details');
    const version = requireCurrentVersion(request, agency.version);
    const { values, unknown, malformed } = decodeFormBody(def, request.body);
    if (unknown.length > 0) throw accountErrors.unknownFields(unknown);
    if (malformed.length > 0) throw accountErrors.malformedGroups(malformed);
    const readOnly = def.fields.filter((f) => f.readOnly && Object.hasOwn(values, f.name));
    const changed = readOnly.filter((f) => values[f.name] !== agency[f.name as keyof AgencyInfo]).map((f) => f.name);
    if (changed.length > 0) throw accountErrors.readOnlyChanged(changed);
    for (const f of readOnly) delete values[f.name];
    const { errors: problems } = validateValues(def, values, engineContextOf(app, callerOf(request), agency.agencyNumber));
    if (problems.length > 0) throw formInvalid(def, problems);
    if (!app.repos.shopDetails.update(agency.agencyNumber, version, detailsOf(values))) throw accountErrors.preconditionFailed();
  };

  const route = (url: string, guards: AccessGuard[]) =>
    app.put<SaveRoute>(url, { onRequest: guards, schema, bodyLimit: BODY_LIMITS.form }, async (request, reply) => {
      // After the access rules, so a 404 tells nothing to someone outside the agency.
      const agency = app.repos.agencies.findByNumber(request.params.agencyNumber);
      if (agency === undefined) throw errors.agencyNotFound();
      await save(request, agency);
      const saved = app.repos.agencies.findByNumber(agency.agencyNumber) ?? agency;
      setEtag(reply, saved.version);
      return toAgencyInfoResponse(saved);
    });

  const settingsPage = requireMenuAccess('/installningar', { agencyParam: 'agencyNumber' });
  route('/agencies/:agencyNumber/info', [requireOwnAgency(), settingsPage]);
  route('/internal/agencies/:agencyNumber/info', [requireInternal(), settingsPage]);
};

import type { FastifyPluginAsync } from 'fastify';
import { decodedFormValues } from '../forms/decoded-form-values.js';
import { formDefinition } from '../forms/form-definitions.js';
import { alreadyApplied, bodyUnderMatch, matchVersion, setEtag } from '../http/preconditions.js';
import { requestEngineContext } from '../forms/request-context.js';
import { requireInternal, requireMenuAccess, requireOwnAgency, type AccessGuard } from '../auth/agency-access.js';
import { agencyRecordOf, READS_WHOLE_AGENCY } from '../auth/api-guard.js';
import { errors, formInvalid } from '../http/errors.js';
import type { AgencyRecord } from '../repositories/agency-repository.js';
import { EDITABLE_SHOP_COLUMNS, type ShopDetails } from '../repositories/shop-details-repository.js';
import { toAgencyInfoResponse } from './agency-info-response.js';
import { type ContractRequest, contractRoute } from '../http/contract-route.js';
import { BODY_LIMITS } from '../http/input-bounds.js';
import { serverEngine } from '../engine.js';

const { validateValues } = serverEngine;

// The contract checks only the shape: the fields, their types and every §5 rule come from schemas/forms/shop-details.json.
type SaveRequest = ContractRequest<'saveAgencyInfo' | 'saveInternalAgencyInfo'>;

/** The editable fields after validation; a field the body left out is empty (PUT replaces the shop details). */
function detailsOf(values: Record<string, unknown>): ShopDetails {
  const entries = Object.keys(EDITABLE_SHOP_COLUMNS).map((field) =>
    [field, field === 'shareAgencyReport' ? values[field] === true : typeof values[field] === 'string' ? values[field] : '']);
  return Object.fromEntries(entries) as ShopDetails;
}

/** Whether the agency's row already holds these details (a stored null is an empty field). */
function holdsDetails(agency: AgencyRecord, details: ShopDetails): boolean {
  return (Object.keys(details) as Array<keyof ShopDetails>).every((field) =>
    field === 'shareAgencyReport' ? agency.shareAgencyReport === details.shareAgencyReport : (agency[field] ?? '') === details[field]);
}

/**
 * PUT agency info, "Butikens uppgifter" (spec part 1 §2, §7 "Agency"): OMBMGR and SALJPLUS of the agency, internal
 * staff through /internal. The body is the shop form's payload, validated with the same definition; changing the
 * read-only address or sending an unknown field is a 400. If-Match with the agency ETag is required (428 / 412; a
 * stale one whose details the row already holds succeeds, preconditions.ts alreadyApplied).
 */
export const shopDetailsRoutes: FastifyPluginAsync = async (app) => {
  /** Saves and answers the agency as this save left it: a re-read could hold a later save and give its ETag. */
  const save = async (request: SaveRequest, agency: AgencyRecord): Promise<AgencyRecord> => {
    const def = formDefinition('shop-details');
    const match = matchVersion(request, agency.version);
    const details = await bodyUnderMatch(match, async () => {
      const context = await requestEngineContext(request, agency.agencyNumber);
      const values = decodedFormValues(def, request.body, context);
      const readOnly = def.fields.filter((f) => f.readOnly && Object.hasOwn(values, f.name));
      const changed = readOnly.filter((f) => values[f.name] !== agency[f.name as keyof AgencyRecord]).map((f) => f.name);
      if (changed.length > 0) throw errors.readOnlyChanged(changed);
      for (const f of readOnly) delete values[f.name];
      const { errors: problems } = validateValues(def, values, context);
      if (problems.length > 0) throw formInvalid(def, problems);
      return detailsOf(values);
    });
    if (alreadyApplied(match, holdsDetails(agency, details))) return agency;
    const version = await app.repos.shopDetails.update(agency.agencyNumber, match.version, details);
    if (version === undefined) throw errors.preconditionFailed();
    return { ...agency, ...details, version };
  };

  const route = (name: 'saveAgencyInfo' | 'saveInternalAgencyInfo', guards: AccessGuard[]) =>
    contractRoute(app, name, { onRequest: guards, bodyLimit: BODY_LIMITS.form, config: READS_WHOLE_AGENCY }, async (request, reply) => {
      // After the access rules, so a 404 tells nothing to someone outside the agency. The caller's own is the guard's read.
      const agency = await agencyRecordOf(request, request.params.agencyNumber);
      if (agency === undefined) throw errors.agencyNotFound();
      const saved = await save(request, agency);
      setEtag(reply, saved.version);
      return toAgencyInfoResponse(saved);
    });

  const settingsPage = requireMenuAccess('/installningar', { agencyParam: 'agencyNumber' });
  route('saveAgencyInfo', [requireOwnAgency(), settingsPage]);
  route('saveInternalAgencyInfo', [requireInternal(), settingsPage]);
};

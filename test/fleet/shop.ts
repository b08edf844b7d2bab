// The writes and downloads of the fleet checks: shop details with If-Match (the shop form's own payload) and a report.
import { formDefinition } from '../../server/forms/form-definitions.js';
import { bearer, type Call, type CallLog, send, type Session, V2 } from '../../scripts/fleet/portal-client.js';
import { DEMO_DAY } from '../e2e/support/demo-day.js';
import { SHOP_VALUES } from '../support/shop-values.js';
import { testEngine } from '../setup-engine';

const { buildFormPayload } = testEngine;

/** The body exactly as the shop form builds it, with `reference` as the invoice reference. */
export function shopBody(agencyNumber: string, reference: string): unknown {
  return buildFormPayload(formDefinition('shop-details'), { ...SHOP_VALUES, invoiceReference: reference }, {
    roles: ['OMBMGR'], segment: 'AGENCY', agencyNumber, today: DEMO_DAY,
  });
}

export const shopPath = (agencyNumber: string) => `${V2}/agencies/${agencyNumber}/info`;

export function readShop(base: string, session: Session, agencyNumber: string, log?: CallLog): Promise<Call> {
  return send(base, 'GET', shopPath(agencyNumber), { kind: 'shop-read', log, headers: bearer(session) });
}

export function writeShop(base: string, session: Session, agencyNumber: string, etag: string, reference: string, log?: CallLog): Promise<Call> {
  return send(base, 'PUT', shopPath(agencyNumber), { kind: 'shop-write', log, headers: { ...bearer(session), 'if-match': etag }, json: shopBody(agencyNumber, reference) });
}

/** A PDF of the agency's monthly report, as bench/load/run.ts asks for it. */
export function downloadReport(base: string, session: Session, agencyNumber: string, log?: CallLog): Promise<Call> {
  const params = { P_FOM: '2026-10-31', P_TOM: '2026-10-31', P_OMBUDNR: agencyNumber, formatType: 'pdf' };
  return send(base, 'POST', `${V2}/agencies/${agencyNumber}/reports/EKORDF01`, {
    kind: 'report', log, headers: bearer(session),
    json: { type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: Object.entries(params).map(([name, v]) => ({ name, values: [v] })) } },
  });
}

// The operator's report wire (portal/reports/report-wire.ts): the one place its body shape is written.
import { describe, expect, it } from 'vitest';
import { vocabularyFromJson } from '@ombudsportalen/engine';
import { PORTAL_REPORT_WIRE, reportBodyInFormat } from '@ombudsportalen/portal/reports/report-wire';

const request = { code: 'EKORDF01', kind: 'agency' as const, parameters: [{ name: 'P_FOM', values: ['2026-10-01'] }], format: 'pdf' as const };

describe('the portal report wire', () => {
  it('asks for another format by replacing the last pair only (the studio’s XLSX button)', () => {
    expect(JSON.stringify(reportBodyInFormat(PORTAL_REPORT_WIRE.encode(request), 'xlsx'))).toBe(
      '{"type":"agency","byPassCache":"true","parameterNameValues":{"listOfParamNameValues":[{"name":"P_FOM","values":["2026-10-01"]},{"name":"formatType","values":["xlsx"]}]}}',
    );
  });

  it('moves a format-1 golden body’s formatType key to the last pair (schemas migrate)', () => {
    const old = { type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: [{ name: 'P_FOM', values: ['2026-10-01'] }] }, formatType: 'pdf' };
    expect(PORTAL_REPORT_WIRE.upgradeFormatKey!(old).body).toStrictEqual(PORTAL_REPORT_WIRE.encode(request));
  });
});

describe('a JSON vocabulary names the facts of its context parameter', () => {
  it('the first fact that is set', () => {
    const { contextParameterValue } = vocabularyFromJson({ contextParameterFacts: ['picked', 'own'] });
    const session = { roles: [], segment: '', today: '2026-11-29' };
    expect(contextParameterValue!({ ...session, picked: '', own: '1001' })).toBe('1001');
    expect(contextParameterValue!({ ...session, picked: '3003', own: '1001' })).toBe('3003');
    expect(contextParameterValue!(session)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { ctx, define, fixture } from '../definitions/helpers';
import { reportCallOf, testEngine } from '../../setup-engine';

const { buildFormPayload, prepareReportRequest, sendableParameters } = testEngine;
const buildReportRequest = reportCallOf; // the SPA's call: the engine's request in the portal's wire (portal/reports/report-wire.ts)

// The whole request a Download button sends, compared exactly (no extra keys), per kind of caller.
const period = { P_FOM: '2024-02-01', P_TOM: '2024-02-29' };
const agencyBody = (agency: string | undefined, format = 'pdf') => ({
  type: 'agency', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: [
    { name: 'P_FOM', values: ['240201'] }, { name: 'P_TOM', values: ['2024-02-29'] },
    ...(agency === undefined ? [] : [{ name: 'P_OMBUDNR', values: [agency] }]), { name: 'formatType', values: [format] },
  ] },
});

describe('buildReportRequest', () => {
  it("an agency user: the own agency, pdf, no partner id", () => {
    expect(buildReportRequest(fixture('EKOROM12'), period, ctx())).toStrictEqual({
      reportCode: 'EKOROM12', urlCode: 'EKOROM12', agencyNumber: '12345', fileName: 'EKOROM12.pdf', body: agencyBody('12345'),
    });
  });

  it('an internal user: the picked agency sent and in the URL; xlsx gets the _excel code', () => {
    expect(buildReportRequest(fixture('EKOROM12'), period, ctx({ roles: ['ADMIN'], agencyNumber: '', selectedAgencyNumber: '777' }), { formatType: 'xlsx' })).toStrictEqual({
      reportCode: 'EKOROM12', urlCode: 'EKOROM12_excel', agencyNumber: '777', fileName: 'EKOROM12.xlsx', body: agencyBody('777', 'xlsx'),
    });
  });

  it('RETAIL: the typed agency number; none typed, none sent', () => {
    expect(buildReportRequest(fixture('EKOROM12'), { ...period, P_OMBUDNR: '4242' }, ctx({ roles: ['RETAIL'], agencyNumber: '' }))).toStrictEqual({
      reportCode: 'EKOROM12', urlCode: 'EKOROM12', agencyNumber: '4242', fileName: 'EKOROM12.pdf', body: agencyBody('4242'),
    });
    expect(buildReportRequest(fixture('EKOROM12'), period, ctx({ roles: ['RETAIL'], agencyNumber: '' }))).toStrictEqual({
      reportCode: 'EKOROM12', urlCode: 'EKOROM12', agencyNumber: '', fileName: 'EKOROM12.pdf', body: agencyBody(undefined),
    });
  });

  it('a partner: its id from the role, a partner body with year and week', () => {
    const request = {
      reportCode: 'PART_RAPPORT', urlCode: 'PART_RAPPORT', agencyNumber: '', partnerId: 'TELIA', fileName: 'PART_RAPPORT.pdf',
      body: { type: 'partner', year: '24', week: '10', byPassCache: 'true', parameterNameValues: { listOfParamNameValues: [{ name: 'P_VECKA', values: ['2410'] }, { name: 'formatType', values: ['pdf'] }] } },
    };
    expect(buildReportRequest(fixture('PART_RAPPORT'), { P_VECKA: '2410' }, ctx({ roles: ['PARTNER_TELIA'], agencyNumber: '' }))).toStrictEqual(request);
    expect(prepareReportRequest(fixture('PART_RAPPORT'), { P_VECKA: '2410' }, ctx({ roles: ['PARTNER_TELIA'], agencyNumber: '' }))).toMatchObject({ ok: true, body: request.body });
  });
});

describe('buildFormPayload', () => {
  it('a list parameter is sent as an array, nested groups stand where their first sent key does', () => {
    const def = define({ a: { type: 'string' }, roles: { type: 'boolean' }, n: { type: 'integer' } }, {
      'x-transforms': [{ op: 'rolesFromFlag', from: 'roles', to: 'roleList', whenTrue: ['A', 'B'], whenFalse: ['C'] }], 'x-payload': { nest: { g: ['n', 'roleList'] } },
    });
    expect(JSON.stringify(buildFormPayload(def, { a: 'x', roles: true, n: 3 }, ctx()))).toBe('{"a":"x","roles":true,"g":{"n":3,"roleList":["A","B"]}}');
    expect(JSON.stringify(buildFormPayload(def, { roles: false }, ctx()))).toBe('{"roles":false,"g":{"roleList":["C"]}}');
  });
});

describe('collectParameters', () => {
  it('refuses two visible fields sent as one parameter (only mutually exclusive fields may share one)', () => {
    const def = define({
      k: { type: 'string' }, a: { type: 'string', 'x-param': 'P', 'x-condition': { op: 'set', field: 'k' } }, b: { type: 'string', 'x-param': 'P', 'x-condition': { op: 'set', field: 'k' } },
    });
    expect(buildFormPayload(def, { a: 'x' }, ctx())).toStrictEqual({});
    expect(buildFormPayload(def, { k: '1', a: 'x' }, ctx())).toStrictEqual({ k: '1', P: 'x' });
    expect(() => buildFormPayload(def, { k: '1', a: 'x', b: 'y' }, ctx())).toThrow('inline.json: two visible fields are sent as "P"');
  });
});

describe('buildReportRequest names a partner only for partner reports', () => {
  it('an agency report asked by a partner role has no partner id', () => {
    expect(buildReportRequest(fixture('EKOROM12'), period, ctx({ roles: ['PARTNER_TELIA'] }))).toStrictEqual({
      reportCode: 'EKOROM12', urlCode: 'EKOROM12', agencyNumber: '12345', fileName: 'EKOROM12.pdf', body: agencyBody('12345'),
    });
  });
});

describe('the agency parameter', () => {
  it('is added once: a typed one is kept, the session agency not added beside it', () => {
    expect(buildReportRequest(fixture('EKOROM12'), { ...period, P_OMBUDNR: '4242' }, ctx({ roles: ['RETAIL'], agencyNumber: '12345' })).body).toStrictEqual(agencyBody('4242'));
  });

  it('a form has sendable parameters too: its sent fields', () => {
    expect(sendableParameters(define({ a: { type: 'string' }, b: { type: 'string', 'x-submit': false }, c: { type: 'string', 'x-param': 'C' } }))).toStrictEqual(['a', 'C']);
  });
});

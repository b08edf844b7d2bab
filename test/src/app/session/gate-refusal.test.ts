// The server refuses data calls while the user stands at a gate (docs/security.md, finding 9): the agency info then
// stays unloaded (idle, no error page) so the shell loads it once the gate is passed.
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isGateRefusal, loadAgencyInfo } from '@/app/session/load-session-data';
import { ApiError } from '@/api/api-error';
import { agencyAtom } from '@/state/agency';
import { fakeFetch, json, on } from '../../support/fake-fetch';

afterEach(() => vi.unstubAllGlobals());

describe('agency info refused at a gate', () => {
  it('leaves the agency idle without an error, and a real failure still fails', async () => {
    const store = createStore();
    const gate = { code: 'error.gate.password-change', message: 'Du måste byta lösenord innan du kan fortsätta.' };
    vi.stubGlobal('fetch', fakeFetch(on('/api/api-retail/v2/agencies/1001/info', () => json(403, gate))).fetch);
    await loadAgencyInfo(store, { kind: 'own', agencyNumber: '1001' });
    expect(store.get(agencyAtom)).toMatchObject({ loadState: 'idle', errorCode: '' });

    vi.stubGlobal('fetch', fakeFetch(on('/api/api-retail/v2/agencies/1001/info', () => json(403, { code: 'error.forbidden', message: 'Du har inte behörighet.' }))).fetch);
    await loadAgencyInfo(store, { kind: 'own', agencyNumber: '1001' });
    expect(store.get(agencyAtom).loadState).toBe('error');
  });

  it('recognises only the gate codes', () => {
    expect(isGateRefusal(new ApiError('x', 403, 'error.gate.gdpr'))).toBe(true);
    expect(isGateRefusal(new ApiError('x', 403, 'error.forbidden'))).toBe(false);
    expect(isGateRefusal(new ApiError('x', 401, 'error.gate.gdpr'))).toBe(false);
  });
});

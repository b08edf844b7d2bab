import { apiUrl, type AuthenticationStep, type AuthorizationResponse, type TokenResponse } from '@ombudsportalen/portal/api';
import { fakeFetch, json, on, type FakeRoute, type RecordedRequest } from './fake-fetch';
import { ANNA_TOKEN } from './fake-access-token';

const FLOW_HREF = apiUrl('authenticate', { flowId: 'flow-1' });

/** A fake authorization server + token handler for the portal-haapi login; `authenticate` decides the login step. */
export function haapiBackend(authenticate: (request: RecordedRequest, state: string) => Response | Promise<Response>, ...extra: FakeRoute[]) {
  let state = '';
  return fakeFetch(
    ...extra,
    on(apiUrl('authorize'), (request) => {
      state = (JSON.parse(request.body) as { state: string }).state;
      const step: AuthenticationStep = {
        type: 'authentication-step',
        actions: [{ template: 'form', kind: 'login', model: { href: FLOW_HREF, method: 'POST', fields: [{ name: 'userName' }, { name: 'password' }] } }],
      };
      return json(200, step);
    }),
    on(FLOW_HREF, (request) => authenticate(request, state)),
    on(apiUrl('exchangeCode'), () => json(200, { access_token: ANNA_TOKEN, id_token: 'id' } satisfies TokenResponse)),
  );
}

export const acceptLogin = (_request: RecordedRequest, state: string): Response =>
  json(200, { type: 'authorization-response', properties: { code: 'code-1', state } } satisfies AuthorizationResponse);

export const requestTo = (requests: RecordedRequest[], path: string): RecordedRequest | undefined =>
  requests.find((request) => request.url.split('?')[0] === path);

import { fakeFetch, json, on, type FakeRoute, type RecordedRequest } from './fake-fetch';
import { ANNA_TOKEN } from './fake-access-token';

const FLOW_HREF = '/oauth/v2/authenticate/flow-1';

/** A fake authorization server + token handler for the portal-haapi login; `authenticate` decides the login step. */
export function haapiBackend(authenticate: (request: RecordedRequest, state: string) => Response | Promise<Response>, ...extra: FakeRoute[]) {
  let state = '';
  return fakeFetch(
    ...extra,
    on('/oauth/v2/authorize', (request) => {
      state = (JSON.parse(request.body) as { state: string }).state;
      return json(200, {
        type: 'authentication-step',
        actions: [{ template: 'form', kind: 'login', model: { href: FLOW_HREF, method: 'POST', fields: [{ name: 'userName' }, { name: 'password' }] } }],
      });
    }),
    on(FLOW_HREF, (request) => authenticate(request, state)),
    on('/tokenhandler/v1/callback-haapi', () => json(200, { access_token: ANNA_TOKEN, id_token: 'id' })),
  );
}

export const acceptLogin = (_request: RecordedRequest, state: string): Response =>
  json(200, { type: 'authorization-response', properties: { code: 'code-1', state } });

export const requestTo = (requests: RecordedRequest[], path: string): RecordedRequest | undefined =>
  requests.find((request) => request.url.split('?')[0] === path);

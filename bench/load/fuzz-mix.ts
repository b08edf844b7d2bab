// The request mix of the memory probe and the soak (docs/security.md "Memory (finding 11)"): what an attacker and busy
// users send, each request drawn at random.
import type { Request } from 'autocannon';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const word = () => Math.random().toString(36).slice(2, 2 + 1 + Math.floor(Math.random() * 10));
const PROTO = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];
const V2 = '/api/api-retail/v2';
const json = { 'content-type': 'application/json' };

export interface FuzzMix {
  /** Every kind of request. */
  all: (() => Request)[];
  /** Image renditions only (to tell sharp's native memory apart). */
  images: (() => Request)[];
}

/** `winnersFileIds`: winners lists to download (the soak's mix; the memory probe's has none). */
export function fuzzMix(seller: string, manager: string, winnersFileIds: readonly string[] = []): FuzzMix {
  const image = (): Request => ({ method: 'GET', path: `/content-assets/bild-trotting-0/trotting-0.jpg?w=${16 + Math.floor(Math.random() * 64)}&fm=${pick(['jpg', 'png', 'webp'])}` });
  const others: (() => Request)[] = [
    () => ({ method: 'GET', path: `${V2}/agencies/1001/info`, headers: { authorization: `Bearer ${seller}` } }),
    () => ({ method: 'GET', path: `${V2}/me`, headers: { authorization: `Bearer ${pick([seller, manager])}` } }),
    () => ({ method: 'GET', path: `${V2}/${word()}/${word()}`, headers: { authorization: `Bearer ${word()}.${word()}.${word()}` } }),
    () => ({ method: 'GET', path: `${V2}/agencies/${Math.floor(Math.random() * 1e6)}/info`, headers: { authorization: `Bearer ${seller}` } }),
    () => ({ method: 'PUT', path: `${V2}/agencies/1001/info`, headers: { ...json, authorization: `Bearer ${manager}`, 'if-match': `"${word()}"` },
      body: JSON.stringify({ [pick(PROTO)]: { a: word() }, [word()]: word() }) }),
    () => ({ method: 'POST', path: `${V2}/agencies/1001/reports/${pick(['EKORDF01', 'EKORBF01', word()])}`, headers: { ...json, authorization: `Bearer ${manager}` },
      body: JSON.stringify({ type: 'agency', formatType: 'json', parameterNameValues: { listOfParamNameValues: Array.from({ length: Math.floor(Math.random() * 200) }, () => ({ name: word(), values: [word()] })) } }) }),
    () => ({ method: 'POST', path: '/oauth/v2/authorize', headers: json,
      body: JSON.stringify({ client_id: pick(['portal-haapi', word()]), response_type: 'code', redirect_uri: `http://localhost/${word()}`, code_challenge: word().padEnd(43, 'x'), code_challenge_method: 'S256', state: word() }) }),
    () => ({ method: 'POST', path: `/oauth/v2/authenticate/${word()}`, headers: json, body: JSON.stringify({ userName: `${word()}_MGR`, password: word() }) }),
    () => ({ method: 'POST', path: '/log', headers: json, body: JSON.stringify({ level: 'error', message: word().repeat(20), context: { [word()]: word() } }) }),
    () => ({ method: 'POST', path: '/api/api-retail/v1/contentful/data', headers: { ...json, authorization: `Bearer ${seller}` },
      body: JSON.stringify({ contentType: pick(['news', 'page', 'hero', word()]), include: Math.floor(Math.random() * 4), limit: 10, [`fields.${word()}[match]`]: word() }) }),
    () => ({ method: 'GET', path: `/webmail?ticket=${word()}.${word()}.${word()}` }),
    () => ({ method: 'GET', path: `/${word()}/${word()}?${word()}=${word()}` }),
    ...(winnersFileIds.length === 0 ? [] : [() => ({ method: 'GET', path: `${V2}/winnerslist/archive/file/${pick(winnersFileIds)}`, headers: { authorization: `Bearer ${seller}` } })]),
  ];
  return { all: [...others, image], images: [image] };
}

/** One autocannon request list entry drawing each request at random from `generators`. */
export const drawnFrom = (generators: readonly (() => Request)[]) => ({ setupRequest: (request: Request) => ({ ...request, ...pick(generators)() }) });

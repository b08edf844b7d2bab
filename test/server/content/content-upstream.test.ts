// The pass-through: with a space id and delivery token the same query goes to the space's delivery API (here a
// local fake) and its answer comes back, less what the caller's outlet must not see.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { DATA, query } from './content-harness.js';

const received: { url: string; authorization: string | undefined }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let fake: Server;
let t: TestApp;

const upstreamItem = (id: string, chainCategory?: string[]) => ({
  sys: { id, type: 'Entry', contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'article' } } },
  fields: { header: `Rubrik ${id}`, ...(chainCategory ? { chainCategory } : {}) },
});

beforeAll(async () => {
  fake = createServer((request: IncomingMessage, response) => {
    received.push({ url: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const host = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await buildTestApp({}, { contentful: loadConfig({ CONTENTFUL_SPACE_ID: 'space42', CONTENTFUL_DELIVERY_TOKEN: 'tok-123', CONTENTFUL_CDA_HOST: host }).contentful });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});

describe('forwarding to a Contentful space', () => {
  it('asks the space for the visible ids first, then for that page by id, with the delivery token (issue 23, item 16)', async () => {
    answer = { status: 200, body: { sys: { type: 'Array' }, total: 3, skip: 0, limit: 6, items: [upstreamItem('a'), upstreamItem('b', ['Alla']), upstreamItem('c', ['9. Annan kedja'])], includes: { Asset: [] } } };
    const before = received.length;
    const response = await query(t, '1001_MGR', { contentType: 'article', 'fields.slug': 'v75-jackpott', include: 1, limit: 6, skip: 0, order: '-fields.publishTime', agencyNumber: '1001' });
    expect(response.statusCode).toBe(200);
    const [probe, page] = received.slice(before).map((request) => ({ url: new URL(request.url, 'http://fake'), authorization: request.authorization }));
    expect(received.length - before).toBe(2);
    expect(probe!.url.pathname).toBe('/spaces/space42/environments/master/entries');
    expect(Object.fromEntries(probe!.url.searchParams)).toEqual({
      content_type: 'article', 'fields.slug': 'v75-jackpott', select: 'sys.id,sys.contentType,fields.chainCategory,fields.agencyCategory',
      order: '-fields.publishTime,sys.id', include: '0', limit: '1000', skip: '0',
    });
    expect(Object.fromEntries(page!.url.searchParams)).toEqual({ content_type: 'article', 'sys.id[in]': 'a,b', include: '1', limit: '2' });
    expect([probe!.authorization, page!.authorization]).toEqual(['Bearer tok-123', 'Bearer tok-123']);
    const body = response.json<{ total: number; items: { sys: { id: string } }[]; includes: unknown }>();
    // 1001 is chain 3: another chain's item is left out of the page and the total.
    expect(body.items.map((item) => item.sys.id)).toEqual(['a', 'b']);
    expect(body.total).toBe(2);
    expect(body.includes).toEqual({ Entry: [], Asset: [] });
  });

  it('an upstream failure is a 502 with a Swedish message, a refused query a 400', async () => {
    answer = { status: 503, body: { message: 'down' } };
    const down = await query(t, '1001_MGR', { contentType: 'article' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ code: 'error.content.upstream', message: 'Innehållstjänsten svarar inte just nu.' });
    answer = { status: 400, body: { sys: { id: 'InvalidQuery' } } };
    expect((await query(t, '1001_MGR', { contentType: 'article' })).statusCode).toBe(400);
  });

  it('still checks the bearer token before forwarding', async () => {
    const before = received.length;
    expect((await t.app.inject({ method: 'POST', url: DATA, payload: { contentType: 'article' } })).statusCode).toBe(401);
    expect(received.length).toBe(before);
  });
});

describe('configuration', () => {
  it('is off without both variables and refuses one alone', () => {
    expect(loadConfig({}).contentful).toBeUndefined();
    expect(() => loadConfig({ CONTENTFUL_SPACE_ID: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ CONTENTFUL_DELIVERY_TOKEN: 'abc' })).toThrow(ConfigError);
    expect(loadConfig({ CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_DELIVERY_TOKEN: 'def' }).contentful)
      .toEqual({ spaceId: 'abc', deliveryToken: 'def', environment: 'master', host: 'https://cdn.contentful.com' });
  });
});

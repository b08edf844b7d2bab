// Issue 23, item 16: with a real Contentful space the pictures were blocked by the CSP (`img-src 'self'`) unless the
// code was edited. The allowed asset origins follow the configuration: a configured space allows Contentful's asset
// hosts, CONTENT_ASSET_ORIGINS names them itself (validated at start), and without either the policy stays 'self'.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../../../server/config.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

const SPACE = loadConfig({ CONTENTFUL_SPACE_ID: 'space42', CONTENTFUL_DELIVERY_TOKEN: 'tok-123' }).contentful;
const CONTENTFUL_HOSTS = 'https://images.ctfassets.net https://assets.ctfassets.net https://videos.ctfassets.net https://downloads.ctfassets.net';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The CSP's directives by name, from a page, an API error and a file path. */
async function policies(app: TestApp): Promise<Record<string, string>[]> {
  const answers = await Promise.all(['/', '/api/finns-inte', '/content-assets/finns-inte/x.jpg'].map((url) => app.app.inject({ method: 'GET', url })));
  return answers.map((answer) => Object.fromEntries(String(answer.headers['content-security-policy']).split('; ')
    .map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1).join(' ')])));
}

describe('the Content Security Policy follows the content configuration', () => {
  it.each<[string, Partial<Config>, { contentful?: typeof SPACE }, string]>([
    ['the embedded store', {}, {}, ''],
    ['a Contentful space', {}, { contentful: SPACE }, ` ${CONTENTFUL_HOSTS}`],
    ['CONTENT_ASSET_ORIGINS with a space', { contentAssetOrigins: ['https://bilder.example.se'] }, { contentful: SPACE }, ' https://bilder.example.se'],
    ['CONTENT_ASSET_ORIGINS alone', { contentAssetOrigins: ['https://bilder.example.se', 'https://film.example.se'] }, {}, ' https://bilder.example.se https://film.example.se'],
  ])('%s', async (_name, overrides, options, extra) => {
    t = await buildTestApp(overrides, options);
    for (const policy of await policies(t)) {
      expect(policy['img-src']).toBe(`'self' data: blob:${extra}`);
      expect(policy['media-src']).toBe(`'self'${extra}`);
      // Everything else stays as strict as before.
      expect(policy['default-src']).toBe("'self'");
      expect(policy['script-src']).toBe("'self'");
      expect(policy['connect-src']).toBe("'self'");
    }
  });
});

describe('CONTENT_ASSET_ORIGINS is checked at start', () => {
  it('takes origins separated by commas or spaces, once each', () => {
    expect(loadConfig({ CONTENT_ASSET_ORIGINS: 'https://images.ctfassets.net, https://cdn.example.se/ https://images.ctfassets.net' }).contentAssetOrigins)
      .toEqual(['https://images.ctfassets.net', 'https://cdn.example.se']);
    expect(loadConfig({}).contentAssetOrigins).toBeUndefined();
  });

  it.each([
    ['images.ctfassets.net', {}],
    ['https://cdn.example.se/bilder', {}],
    ['https://cdn.example.se/?x=1', {}],
    ["https://cdn.example.se;script-src 'unsafe-inline'", {}],
    ['https://*.ctfassets.net', {}],
    ['ftp://cdn.example.se', {}],
    ['http://cdn.example.se', { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.se' }],
  ])('refuses %j', (value, env) => {
    expect(() => loadConfig({ ...env, CONTENT_ASSET_ORIGINS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, CONTENT_ASSET_ORIGINS: value })).toThrow(/^Invalid CONTENT_ASSET_ORIGINS/);
  });
});

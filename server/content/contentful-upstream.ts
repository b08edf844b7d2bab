import { AppError } from '../errors.js';
import type { CdaCollection } from './cda-types.js';
import { toDeliverySearchParams } from './content-query.js';

/** A real Contentful space to forward to (README "Content service"); null = the embedded store answers. */
export interface ContentfulUpstream {
  spaceId: string;
  deliveryToken: string;
  environment: string;
  /** The delivery API's origin; a test points it at a local fake. */
  host: string;
}

export class ContentConfigError extends Error {
  override name = 'ConfigError';
}

const SPACE_ID = /^[A-Za-z0-9]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_-]{1,256}$/;
const UPSTREAM_TIMEOUT_MS = 10_000;

type Env = Readonly<Record<string, string | undefined>>;

/** CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN together switch the pass-through on; one alone is a mistake. */
export function loadContentfulUpstream(env: Env): ContentfulUpstream | null {
  const spaceId = env['CONTENTFUL_SPACE_ID']?.trim() ?? '';
  const deliveryToken = env['CONTENTFUL_DELIVERY_TOKEN']?.trim() ?? '';
  if (spaceId === '' && deliveryToken === '') return null;
  if (!SPACE_ID.test(spaceId) || !TOKEN.test(deliveryToken)) {
    throw new ContentConfigError('CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN must both be set (letters and digits) to use a Contentful space');
  }
  const environment = env['CONTENTFUL_ENVIRONMENT']?.trim() || 'master';
  const host = env['CONTENTFUL_CDA_HOST']?.trim() || 'https://cdn.contentful.com';
  let origin: string;
  try {
    origin = new URL(host).origin;
  } catch {
    throw new ContentConfigError(`Invalid CONTENTFUL_CDA_HOST "${host}": must be an absolute URL`);
  }
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(environment)) throw new ContentConfigError(`Invalid CONTENTFUL_ENVIRONMENT "${environment}"`);
  return { spaceId, deliveryToken, environment, host: origin };
}

const upstreamFailed = () => new AppError(502, 'error.content.upstream', 'Innehållstjänsten svarar inte just nu.');

/** Sends the same query to the space's delivery API (GET …/entries?content_type=…) and passes its answer through. */
export async function queryContentful(upstream: ContentfulUpstream, body: Record<string, unknown>, fetchImpl: typeof fetch = fetch): Promise<CdaCollection> {
  const url = `${upstream.host}/spaces/${upstream.spaceId}/environments/${upstream.environment}/entries?${toDeliverySearchParams(body).toString()}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${upstream.deliveryToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch {
    throw upstreamFailed();
  }
  if (response.status === 400 || response.status === 422) {
    throw new AppError(400, 'error.content.query', 'Innehållstjänsten kunde inte tolka frågan.');
  }
  if (!response.ok) throw upstreamFailed();
  try {
    return (await response.json()) as CdaCollection;
  } catch {
    throw upstreamFailed();
  }
}

import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../config.js';
import { AppError, errors } from '../http/errors.js';
import {
  configureSharp, IMAGE_QUERY_PATTERNS, isResizable, isResizeRequested, mimeTypeOf, parseImageQuery, planKey, planRendition,
  renderImage, type ImageQuery, type ImageRenderer,
} from '../content/image-renditions.js';
import { ASSET_PATH_PREFIX } from '../content/local-content-service.js';
import { assetSessionUser, presentedAssetSession } from '../content/asset-grants.js';
import { isDeclaredImageQuery } from '@ombudsportalen/portal/content-images';
import { createRenditionCache, DEFAULT_RENDITION_CACHE_FILES, DEFAULT_RENDITION_CACHE_MB } from '../content/rendition-cache.js';
import { createRenditionGate, DEFAULT_RENDITION_LIMITS } from '../content/rendition-gate.js';
import '../content/content-context.js';

// Strings with strict patterns, not integers: ajv would coerce ` 400` or `1e3` to a number.
const querystring = {
  type: 'object',
  properties: {
    w: { type: 'string', pattern: IMAGE_QUERY_PATTERNS.side },
    h: { type: 'string', pattern: IMAGE_QUERY_PATTERNS.side },
    fit: { enum: ['pad', 'fill', 'scale', 'crop', 'thumb'] },
    fm: { enum: ['jpg', 'png', 'webp', 'avif'] },
    q: { type: 'string', pattern: IMAGE_QUERY_PATTERNS.quality },
  },
} as const;

const assetId = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const fileName = { type: 'string', maxLength: 200 } as const;
const params = { type: 'object', required: ['assetId', 'fileName'], properties: { assetId, fileName } } as const;
// Any short string: a wrong grant is a 401 (asset-grants.ts checks its form), not a 400.
const grant = { type: 'string', maxLength: 64 } as const;
const grantedParams = { type: 'object', required: ['assetId', 'grant', 'fileName'], properties: { assetId, grant, fileName } } as const;

// Only the browser of a caller who was given the URL keeps it; the grant in the URL expires within two hours anyway.
const CACHE_CONTROL = 'private, max-age=7200';

const linkRefused = () => new AppError(401, 'error.content-asset.link', 'Länken till filen gäller inte längre. Öppna den på nytt från portalen.');
const undeclaredVariant = () => new AppError(400, 'error.image.variant', 'Bilden finns inte i den storleken eller det formatet.');
const unprocessable = () => new AppError(422, 'error.image.unprocessable', 'Bilden kan inte skalas om.');

export interface AssetRoutesOptions extends Record<string, unknown> {
  /** Tests count and hold renders with their own; absent: sharp. */
  renderImage?: ImageRenderer;
}

/** The rendition folder: RENDITION_CACHE_DIR, else `renditions` next to the database (a temporary one for :memory:). */
export function renditionCacheDir(config: Pick<Config, 'databasePath' | 'imageRenditions'>): string {
  const configured = config.imageRenditions?.cacheDir;
  if (configured !== undefined) return configured;
  if (config.databasePath === ':memory:') return mkdtempSync(join(tmpdir(), 'portal-renditions-'));
  return join(dirname(config.databasePath), 'renditions');
}

/**
 * GET /content-assets/:assetId/:grant/:fileName[?w=&h=&fit=&fm=&q=]: the embedded service's files, to whoever holds the
 * URL a content answer gave, with the asset-session cookie it set (asset-grants.ts). Images are made only in the declared
 * sizes and formats (portal/content-images.ts), resized with sharp at a bounded size (image-renditions.ts), a few at a
 * time and fairly between users (rendition-gate.ts), and kept on disk (rendition-cache.ts).
 */
export const assetRoutes: FastifyPluginAsync<AssetRoutesOptions> = async (app, options) => {
  // The asset-session cookie a file's grant is checked with.
  await app.register(cookie);
  configureSharp();
  const render = options.renderImage ?? renderImage;
  const settings = app.config.imageRenditions ?? {};
  const gate = createRenditionGate({ ...DEFAULT_RENDITION_LIMITS, ...settings });
  const cache = createRenditionCache({
    dir: renditionCacheDir(app.config),
    maxBytes: (settings.cacheMegabytes ?? DEFAULT_RENDITION_CACHE_MB) * 1024 * 1024,
    maxFiles: DEFAULT_RENDITION_CACHE_FILES,
  });
  // Equal renditions asked for at once are rendered once.
  const rendering = new Map<string, Promise<Buffer>>();

  // A URL without a grant (as before issue 23, or typed by hand): the files are not public.
  app.get<{ Params: { assetId: string; fileName: string } }>(`${ASSET_PATH_PREFIX}/:assetId/:fileName`, { schema: { params } }, async () => {
    throw errors.unauthorized();
  });

  app.get<{ Params: { assetId: string; grant: string; fileName: string }; Querystring: ImageQuery }>(`${ASSET_PATH_PREFIX}/:assetId/:grant/:fileName`, {
    schema: { params: grantedParams, querystring },
  }, async (request, reply) => {
    const { assetId: id, grant: presented } = request.params;
    const session = presentedAssetSession(request.cookies);
    if (session === undefined || !await app.assetGrants.allows(presented, id, session)) throw linkRefused();
    // Only the declared sizes and formats are made: a picture has a few dozen renditions, not a million.
    if (!isDeclaredImageQuery(request.query)) throw undeclaredVariant();
    const repo = app.repos.content;
    const asset = await repo.asset(id);
    if (asset === undefined) throw errors.notFound();
    // Set only on a file: a 429 or 422 kept by the browser for two hours would hide the picture for that long.
    const served = (type: string) => reply.header('cache-control', CACHE_CONTROL).type(type)
      .header('content-disposition', `inline; filename="${asset.file_name.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
    const wish = parseImageQuery(request.query);
    if (!isResizable(asset.mime_type) || !isResizeRequested(wish)) {
      const file = await repo.assetFile(id);
      if (file === undefined) throw errors.notFound();
      return served(file.mime_type).send(file.bytes);
    }
    let size = asset.width !== null && asset.height !== null ? { width: asset.width, height: asset.height } : undefined;
    if (size === undefined) {
      const meta = await sharp((await repo.assetFile(id))?.bytes).metadata().catch(() => undefined);
      if (meta?.width === undefined || meta.height === undefined) throw unprocessable();
      size = { width: meta.width, height: meta.height };
    }
    const plan = planRendition({ ...size, mimeType: asset.mime_type }, wish);
    // The original's change time is in the name: a replaced picture is rendered anew, its old renditions age out.
    const name = `${createHash('sha256').update(`${id}\n${asset.updated_at}\n${planKey(plan)}`).digest('hex')}.${plan.format}`;
    const kept = await cache.read(name);
    if (kept !== undefined) return served(mimeTypeOf(plan.format)).header('x-rendition', 'cached').send(kept);
    let job = rendering.get(name);
    if (job === undefined) {
      job = gate.run(assetSessionUser(session), async () => {
        const source = await repo.assetFile(id);
        if (source === undefined) throw errors.notFound();
        const bytes = await render(source.bytes, plan).catch((error: unknown) => {
          request.log.warn({ err: error, assetId: id, plan }, 'image rendition failed');
          throw unprocessable();
        });
        // A full disk costs the next caller a render, never this answer.
        await cache.write(name, bytes).catch((error: unknown) => request.log.warn({ err: error }, 'rendition not kept'));
        return bytes;
      }).finally(() => rendering.delete(name));
      rendering.set(name, job);
    }
    const bytes = await job.catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 429) void reply.header('retry-after', '2');
      throw error;
    });
    return served(mimeTypeOf(plan.format)).header('x-rendition', 'new').send(bytes);
  });
};

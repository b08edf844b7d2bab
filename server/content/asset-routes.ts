import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../errors.js';
import { isResizeRequested, MAX_IMAGE_SIDE, renderImage, variantKey, type ImageParams } from './image-renditions.js';
import { ASSET_PATH_PREFIX } from './local-content-service.js';

const querystring = {
  type: 'object',
  properties: {
    w: { type: 'integer', minimum: 1, maximum: MAX_IMAGE_SIDE },
    h: { type: 'integer', minimum: 1, maximum: MAX_IMAGE_SIDE },
    fit: { enum: ['pad', 'fill', 'scale', 'crop', 'thumb'] },
    fm: { enum: ['jpg', 'png', 'webp', 'avif'] },
    q: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

const params = {
  type: 'object',
  required: ['assetId', 'fileName'],
  properties: { assetId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }, fileName: { type: 'string', maxLength: 200 } },
} as const;

const CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /content-assets/:assetId/:fileName[?w=&h=&fit=&fm=&q=]: the embedded service's files, public as Contentful's
 * CDN is; images are resized with sharp at the asked size (Contentful's Images API parameters) and the result is kept.
 */
export const assetRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { assetId: string; fileName: string }; Querystring: ImageParams }>(`${ASSET_PATH_PREFIX}/:assetId/:fileName`, {
    schema: { params, querystring },
  }, async (request, reply) => {
    const repo = app.repos.content;
    const file = repo.assetFile(request.params.assetId);
    if (file === undefined) throw errors.notFound();
    const disposition = `inline; filename="${file.file_name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
    void reply.header('cache-control', CACHE_CONTROL).header('content-disposition', disposition);
    if (!file.mime_type.startsWith('image/') || !isResizeRequested(request.query)) {
      return reply.type(file.mime_type).send(file.bytes);
    }
    const variant = variantKey(request.query);
    const cached = repo.rendition(request.params.assetId, variant);
    if (cached !== undefined) return reply.header('x-rendition', 'cached').type(cached.mime_type).send(cached.bytes);
    const rendered = await renderImage(file.bytes, file.mime_type, request.query);
    repo.saveRendition(request.params.assetId, variant, rendered.mimeType, rendered.bytes, app.now());
    return reply.header('x-rendition', 'new').type(rendered.mimeType).send(rendered.bytes);
  });
};

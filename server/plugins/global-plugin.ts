import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as non-encapsulated so its hooks, handlers and decorations reach the whole app.
 * This is what fastify-plugin does; that package is not a declared dependency, so we set the symbols ourselves.
 */
export function globalPlugin<Options extends Record<string, unknown>>(
  name: string, plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}

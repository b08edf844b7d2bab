// GET /studio-api/events: a save under schemas/ reaches every open page as one server-sent event ({ version, files }).
import { watch } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { contractRoute } from '../../server/http/contract-route.js';

export interface StudioEventOptions extends Record<string, unknown> {
  schemasDir: string;
  root: string;
}

export const studioEvents: FastifyPluginAsync<StudioEventOptions> = async (app, { schemasDir, root }) => {
  const listeners = new Set<ServerResponse>();
  let version = 0;

  // A save is a burst of fs events: tell the pages once, 40 ms after the last one.
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const watchers = ['reports', 'forms', 'meta'].map((folder) => watch(join(schemasDir, folder), (_event, name) => {
    if (!name?.toString().endsWith('.json')) return;
    pending.add(relative(root, join(schemasDir, folder, name.toString())));
    clearTimeout(timer);
    timer = setTimeout(() => {
      version += 1;
      const message = `data: ${JSON.stringify({ version, files: [...pending] })}\n\n`;
      pending.clear();
      for (const res of listeners) res.write(message);
    }, 40);
  }));
  // Before the server waits for open requests: an event stream never ends by itself.
  app.addHook('preClose', async () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
    for (const res of listeners) res.end();
  });

  contractRoute(app, 'studioEvents', {}, async (_request, reply) => {
    reply.hijack(); // a stream, written here until the page goes away
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(`data: ${JSON.stringify({ version, files: [] })}\n\n`);
    listeners.add(res);
    res.on('close', () => listeners.delete(res));
    return reply;
  });
};

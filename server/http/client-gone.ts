import type { FastifyReply } from 'fastify';

/**
 * Aborts when the client goes away before its answer is written (the report page's "Avbryt", a closed tab): work
 * that only that client waits for can stop. A connection already gone when asked aborts at once.
 */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  if (response.destroyed || response.socket?.destroyed === true) controller.abort();
  else response.once('close', () => { if (!response.writableFinished) controller.abort(); });
  return controller.signal;
}

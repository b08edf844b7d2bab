import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// The refusal code a 4xx answer carried (set by the error handler), so the request's one line names it.
const refusals = new WeakMap<FastifyReply, string>();

/** Records why a request was refused; the request's log line carries the code instead of a second line. */
export function noteRefusal(reply: FastifyReply, code: string): void {
  refusals.set(reply, code);
}

/**
 * One log line per request (issue 23 item 10, docs/security.md): Fastify's default writes two, "incoming request"
 * and "request completed", which cost a third of the throughput at `info`. This line has the method, the URL, the
 * status, the time in ms and, for a refusal, its code; a fault (5xx) also logs its stack in the error handler.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  // The 404 is in the request's line; Fastify's default handler would add "Route GET:/x not found".
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const code = refusals.get(reply);
    const line = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
      ...(code === undefined ? {} : { code }),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

import type { FastifyError } from 'fastify';
import type { ErrorBody } from '@ombudsportalen/portal/api';
import { isDatabaseBusy, isDatabaseUnavailable } from '../db/dialect.js';
import { AppError, errors } from '../http/errors.js';
import { globalPlugin } from './global-plugin.js';
import { noteRefusal } from './request-log.js';
import { fieldMessage } from './validation-messages.js';

function asFastifyError(error: unknown): Partial<FastifyError> {
  return typeof error === 'object' && error !== null ? (error as Partial<FastifyError>) : {};
}

/** Ajv's instancePath "/a/0/b" (or the missing property) as a dotted field name. */
function fieldsOf(error: Partial<FastifyError>): ErrorBody['fields'] {
  return (error.validation ?? []).map((issue) => {
    const missing = typeof issue.params['missingProperty'] === 'string' ? `/${issue.params['missingProperty']}` : '';
    const path = `${issue.instancePath}${missing}`.replace(/^\//, '').replaceAll('/', '.');
    return { field: path === '' ? (error.validationContext ?? 'body') : path, message: fieldMessage(issue) };
  });
}

/** Maps any thrown error to a status and { code, message }; client mistakes stay 4xx and nothing leaks. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.fields !== undefined) body.fields = error.fields;
    return { status: error.statusCode, body };
  }
  // The database restarting or out of reach: a Swedish 503 at once, which the SPA and a balancer retry, never a 500.
  if (isDatabaseUnavailable(error)) return toErrorResponse(errors.databaseUnavailable());
  // A held lock or a full pool: the database is there, the request only waited its bound (REQUEST_BOUNDS).
  if (isDatabaseBusy(error)) return toErrorResponse(errors.databaseBusy());
  const fastifyError = asFastifyError(error);
  if (fastifyError.validation !== undefined) {
    return { status: 400, body: { code: 'error.validation', message: 'Begäran innehåller ogiltiga värden.', fields: fieldsOf(fastifyError) } };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { code: 'error.unsupported-media-type', message: 'Innehållstypen stöds inte.' } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { code: 'error.malformed-body', message: 'Begärans innehåll är inte giltig JSON.' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { code: 'error.body-too-large', message: 'Begärans innehåll är för stort.' } };
    default:
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { code: 'error.bad-request', message: 'Ogiltig begäran.' } };
  }
  return { status: 500, body: { code: 'error.internal', message: 'Internt fel' } };
}

export const errorHandler = globalPlugin('error-handler', async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    // Only real faults are logged as errors; the stack stays in the log, never in the answer.
    if (status === 503) request.log.warn({ err: error }, body.message);
    // A busy portal is asked again soon, as the image and report gates' 429s are.
    if (body.code === 'error.busy') void reply.header('retry-after', '2');
    else if (status >= 500) request.log.error({ err: error }, 'unhandled error');
    else noteRefusal(reply, body.code);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
});

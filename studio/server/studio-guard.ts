// What the studio answers: only requests addressed to this machine by a loopback name (a rebound DNS name reaches
// 127.0.0.1 too, with its own Host), and writes only as JSON with the studio's own header, which a cross-site form or
// `text/plain` fetch cannot send without a CORS preflight the studio never grants.
import type { IncomingMessage } from 'node:http';

/** The header the studio page sends with every POST (studio/page/studio-client.ts). */
export const STUDIO_REQUEST_HEADER = 'x-studio-request';

const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface StudioRefusal { status: number; code: string; message: string }

/** Why a request is refused, or undefined when the studio may answer it. */
export function studioRequestRefusal(req: Pick<IncomingMessage, 'method' | 'headers'>): StudioRefusal | undefined {
  const hostname = (req.headers.host ?? '').toLowerCase().replace(/:\d{1,5}$/, '');
  if (!LOOPBACK_HOSTNAMES.has(hostname)) {
    return { status: 421, code: 'error.studio.host', message: 'Studion svarar bara på 127.0.0.1 och localhost.' };
  }
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' || req.headers[STUDIO_REQUEST_HEADER] === undefined) {
    return { status: 403, code: 'error.studio.origin', message: 'Studion tar bara emot anrop från sin egen sida.' };
  }
  return undefined;
}

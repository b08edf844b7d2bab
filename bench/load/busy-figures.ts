// Issue 23 item 2's figures for `npm run bench:load`: GET /me while one seller downloads a winners PDF on 32
// connections, and while heavy content queries run, each as a ratio to /me alone in the same run (goal ≥ 0.5).
import autocannon, { type Options, type Result } from 'autocannon';

const V2 = '/api/api-retail/v2';
export const HEAVY_CONTENT_QUERY = JSON.stringify({ contentType: 'page', include: 10, limit: 1000 });

export interface BusyFigureContext {
  portal: string;
  seller: string;
  /** GET /me alone in the same run (req/s). */
  meAlone: number;
  seconds: number;
}
export type FigureRow = [string, string, string, string, string];

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** /me at 10 connections while `load` runs beside it for a little longer; the load's answers are counted. */
async function meWhile(context: BusyFigureContext, load: Options) {
  const headers = { authorization: `Bearer ${context.seller}` };
  const beside = autocannon({ ...load, duration: context.seconds + 1 });
  await new Promise((resolve) => setTimeout(resolve, 300)); // the load is under way before /me is measured
  const me = await autocannon({ url: `${context.portal}${V2}/me`, connections: 10, duration: context.seconds, headers });
  const loaded = await beside;
  if (me.non2xx > 0 || me.errors > 0) throw new Error(`/me beside the load: ${me.non2xx} non-2xx, ${me.errors} errors`);
  return { me: me.requests.average, loaded };
}

function row(name: string, me: number, context: BusyFigureContext, note: string): FigureRow {
  const ratio = me / context.meAlone;
  return [name, `${me.toFixed(0)} ÷ ${context.meAlone.toFixed(0)} req/s (${note})`, ratio.toFixed(2), '≥ 0.5', verdict(ratio >= 0.5)];
}

const statusNote = (result: Result) =>
  Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}×${count}`).join(' ') || 'no answers';

/** GET /me while the seller's 32 connections download the newest V75 winners list (the finding's file). */
export async function meWhileWinnersDownloads(context: BusyFigureContext): Promise<FigureRow> {
  const headers = { authorization: `Bearer ${context.seller}` };
  const archive = await fetch(`${context.portal}${V2}/winnerslist/archive`, { headers });
  const { winnersList } = await archive.json() as { winnersList: { gameType: string; entries: { fileId: string }[] }[] };
  const fileId = winnersList.find((group) => group.gameType === 'V75')?.entries[0]?.fileId;
  if (fileId === undefined) throw new Error('no V75 winners list in the bench store');
  const { me, loaded } = await meWhile(context, { url: `${context.portal}${V2}/winnerslist/archive/file/${fileId}`, connections: 32, headers });
  return row('GET /me while 32 connections download a winners PDF ÷ /me alone', me, context, `PDFs: ${statusNote(loaded)}`);
}

/** GET /me while 4 connections send the finding's content query (every page, include 10, limit 1000). */
export async function meWhileContentQueries(context: BusyFigureContext): Promise<FigureRow> {
  const { me, loaded } = await meWhile(context, {
    url: `${context.portal}/api/api-retail/v1/contentful/data`, method: 'POST', connections: 4, body: HEAVY_CONTENT_QUERY,
    headers: { authorization: `Bearer ${context.seller}`, 'content-type': 'application/json' },
  });
  return row('GET /me while heavy content queries run ÷ /me alone', me, context, `queries: ${statusNote(loaded)}`);
}

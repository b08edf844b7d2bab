// `GET /agencies/1001/info` with a seller's bearer token against a bare Fastify route in the same server process (the
// baseline), for `npm run bench:load` (a seeded temp SQLite file) and `npm run bench:store` (operator size, both stores).
import autocannon from 'autocannon';

const V2 = '/api/api-retail/v2';
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 5;
const PAIR_SECONDS = 3;

export type FigureRow = [string, string, string, string, string];

export async function reqPerSecond(url: string, headers: Record<string, string> = {}, seconds = WARM_UP_SECONDS): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** The info route ÷ the bare route, a tool with no goal (issue 38 retired it); `label` names the store in the figure's name. */
export async function infoVersusBare(server: { portal: string; baseline: string; seller: string }, label = ''): Promise<FigureRow> {
  const info = `${server.portal}${V2}/agencies/1001/info`;
  const headers = { authorization: `Bearer ${server.seller}` };
  await reqPerSecond(info, headers); // warm-up
  // Alternated three times and the middle pair taken, so a neighbour's load on the shared machine hits both sides alike.
  const pairs: { bare: number; info: number }[] = [];
  for (let round = 0; round < 3; round += 1) {
    const bare = await reqPerSecond(`${server.baseline}/bare`, {}, PAIR_SECONDS);
    pairs.push({ bare, info: await reqPerSecond(info, headers, PAIR_SECONDS) });
  }
  const { bare, info: rate } = [...pairs].sort((a, b) => a.info / a.bare - b.info / b.bare)[1] ?? { bare: Number.NaN, info: Number.NaN };
  const ratio = rate / bare;
  return [`GET /agencies/1001/info${label} ÷ bare Fastify route`, `${rate.toFixed(0)} ÷ ${bare.toFixed(0)} req/s`, ratio.toFixed(2), '—', 'reference'];
}

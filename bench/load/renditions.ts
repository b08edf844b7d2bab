// Issue 23 item 1's figure for `npm run bench:load`: a login while 8 rendition requests are in flight at once (each a
// declared variant not asked before, portal/content-images.ts, so none comes from the cache while any is left; since
// issue 37 item 17 nothing else is rendered). Before the fix four hostile requests held every libuv thread and a login
// waited 102 s. Goal: every login under 1 s.
import { IMAGE_FORMATS, IMAGE_VARIANTS, type ImageVariant } from '@ombudsportalen/portal/content-images';
import { DEMO_PASSWORD } from '../../server/seed/seed-data/users';

const HOSTILE_AT_ONCE = 8;
const LOGINS = 10;
// Plain outlet users, taken in turn: each stays under the per-username login limit (10 a minute).
const USERS = ['1001_MGR', '1001_SALJ', '1001_PLUS', '2002_MGR', '3003_MGR'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** One whole password login (authorize, then the password step that runs scrypt); its time in ms. */
async function timedLogin(portal: string, username: string): Promise<number> {
  const started = performance.now();
  const authorize = await fetch(`${portal}/oauth/v2/authorize`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: 'portal-haapi', response_type: 'code', redirect_uri: `${portal}/callback`,
      code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', state: 'bench',
    }),
  });
  if (authorize.status !== 200) throw new Error(`authorize answered ${authorize.status}`);
  const href = ((await authorize.json()) as { actions: { model: { href: string } }[] }).actions[0]?.model.href ?? '';
  const login = await fetch(`${portal}${href}`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: username, password: DEMO_PASSWORD }),
  });
  await login.arrayBuffer();
  if (login.status !== 200) throw new Error(`login of ${username} answered ${login.status}`);
  return performance.now() - started;
}

/**
 * The pictures' URLs with their grants, as the articles' answers give them to a seller (one article at a time, as the
 * SPA asks), and the asset-session cookie the grants are good beside.
 */
async function grantedPictures(portal: string, token: string): Promise<{ urls: string[]; cookie: string }> {
  const urls = new Set<string>();
  let cookie = '';
  for (let skip = 0; skip < 30; skip += 1) {
    const answer = await fetch(`${portal}/api/api-retail/v1/contentful/data`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ contentType: 'article', include: 10, limit: 1, skip }),
    });
    if (answer.status !== 200) throw new Error(`the article query answered ${answer.status}: ${await answer.text()}`);
    cookie = answer.headers.getSetCookie().find((line) => line.startsWith('portal-as='))?.split(';')[0] ?? cookie;
    const { includes } = (await answer.json()) as { includes?: { Asset?: { fields: { file: { url: string; contentType: string } } }[] } };
    for (const asset of includes?.Asset ?? []) if (asset.fields.file.contentType === 'image/jpeg') urls.add(`${portal}${asset.fields.file.url}`);
  }
  if (urls.size === 0 || cookie === '') throw new Error('no picture (or no asset-session cookie) in the first 30 articles');
  return { urls: [...urls], cookie };
}

/** Every rendition the service makes of the pictures, largest first: each variant in the picture's own format and the others. */
function renditionsOf(urls: readonly string[]): string[] {
  const variants = Object.values<ImageVariant>(IMAGE_VARIANTS).sort((a, b) => b.w * (b.h ?? b.w) - a.w * (a.h ?? a.w));
  const queries = variants.flatMap((v) => ['', ...IMAGE_FORMATS.map((fm) => `&fm=${fm}`)]
    .map((fm) => `w=${v.w}${v.h === undefined ? '' : `&h=${v.h}`}${v.fit === undefined ? '' : `&fit=${v.fit}`}${fm}`));
  return queries.flatMap((query) => urls.map((url) => `${url}?${query}`));
}

/** The figure's rows for run.ts's table: [figure, measured, value, goal, verdict]. */
export async function renditionFigures(portal: string, sellerToken: string): Promise<[string, string, string, string, string][]> {
  const { urls, cookie } = await grantedPictures(portal, sellerToken);
  const renditions = renditionsOf(urls);
  const alone: number[] = [];
  for (let i = 0; i < 3; i += 1) alone.push(await timedLogin(portal, USERS[i % USERS.length] ?? ''));

  let attacking = true;
  let next = 0;
  const statuses = new Map<number, number>();
  // Each loop keeps one request in flight: 8 at once for the whole measurement, each a rendition not asked before while any is left.
  const hostile = async () => {
    while (attacking) {
      const response = await fetch(renditions[next++ % renditions.length]!, { headers: { cookie } });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const loops = Array.from({ length: HOSTILE_AT_ONCE }, hostile);
  const busy: number[] = [];
  try {
    for (let i = 0; i < LOGINS; i += 1) busy.push(await timedLogin(portal, USERS[(i + 3) % USERS.length] ?? ''));
  } finally {
    attacking = false;
    await Promise.all(loops);
  }
  const slowest = Math.max(...busy);
  const answered = [...statuses.entries()].sort().map(([status, count]) => `${count}×${status}`).join(' ');
  return [[
    `a login while ${HOSTILE_AT_ONCE} new renditions are in flight`,
    `slowest of ${LOGINS} (median ${median(busy).toFixed(0)} ms; alone ${median(alone).toFixed(0)} ms; renditions ${answered})`,
    `${slowest.toFixed(0)} ms`, '< 1 s', slowest < 1000 ? 'met' : 'NOT met',
  ]];
}

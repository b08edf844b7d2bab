// `npm run test:fleet` (issue 27 item 4): a throw-away PostgreSQL, three portal instances and HAProxy on loopback
// (scripts/fleet/fleet.ts), driven through the named checks of test/fleet/checks.ts; prints each check's figures, a summary, and exits 1 on
// any failure. Everything it started is stopped at the end, on a failure and on Ctrl-C.
// `npm run test:fleet -- --only lock,crash` runs the checks whose names contain one of the words.
import {
  codeOnce, crash, databaseRestart, heldLock, keyFileRotation, loginLock, noLostUpdates, perIpLimit, perUsernameLimit, rollingRestart, startupOnce, ticketOnce,
  keptConnections, tlsEdge, tokensEverywhere, twoTabRefresh, writeThenReadElsewhere, type CheckContext, type CheckOutcome,
} from './checks.js';
import { type Fleet, startFleet } from '../../scripts/fleet/fleet.js';
import { DEMO_DAY } from '../e2e/support/demo-day.js';
import type { LoadFixture } from './load.js';
import { login, type Session } from '../../scripts/fleet/portal-client.js';
import { startSmtpSink } from '../support/smtp-sink.js';
import { FLEET_SUBSCRIPTION_ENV, subscriptionsOnce } from './subscriptions.js';

/** The goal of the whole run on a 2-core machine (issue 27, "Done when"). */
const GOAL_SECONDS = 180;
/** A run that takes this long has hung somewhere: it is ended (and everything it started with it). */
const WATCHDOG_SECONDS = 420;

const CHECKS: Array<[string, (context: CheckContext) => Promise<CheckOutcome>]> = [
  ['start-up: three instances started at once on an empty database migrate and seed it once', startupOnce],
  ['consistency: the login lock over three instances', loginLock],
  ['consistency: the per-IP login limit over three instances', perIpLimit],
  ['consistency: the per-username login limit over three instances', perUsernameLimit],
  ['consistency: two tabs refresh through two instances', twoTabRefresh],
  ['consistency: a PKCE code is redeemed once on any instance', codeOnce],
  ['consistency: a webmail ticket opens once on any instance', ticketOnce],
  ['consistency: tokens of each instance verify on every instance', tokensEverywhere],
  ['consistency: a write through one instance is read through another', writeThenReadElsewhere],
  ['the edge: TLS with HTTP/2 in front of the instances, plain HTTP redirected (deploy/haproxy.cfg)', tlsEdge],
  ['the edge: connections kept between a person\'s clicks and reused to the instances (deploy/haproxy.cfg)', keptConnections],
  ['no lost updates: 3 clients on 3 instances race If-Match writes', noLostUpdates],
  ['rolling restart under load', rollingRestart],
  // After the rolling restart: the instances' 30 s checks of the key file are seconds apart, so the first to sign with
  // the new key sends its tokens to instances that do not know that key yet.
  ['signing keys: npm run keys:rotate on the shared key file under load', keyFileRotation],
  ['held lock: a table locked as a migration locks it, under reads', heldLock],
  ['subscriptions: 50 due at once on three instances give 50 mails, with kill -9 of one during the run', (context) => subscriptionsOnce(context, smtp, context.fleet.instances[2]!)],
  ['database restart under load', databaseRestart],
  // Last: the killed instance stays down.
  ['crash: kill -9 one of three under load', (context) => crash(context, context.fleet.instances[1]!)],
];

const only = (() => {
  const at = process.argv.indexOf('--only');
  return at === -1 ? undefined : (process.argv[at + 1] ?? '').split(',').map((word) => word.trim().toLowerCase()).filter(Boolean);
})();
const selected = CHECKS.filter(([name]) => only === undefined || only.some((word) => name.toLowerCase().includes(word)));
if (selected.length === 0) {
  console.error(`--only matches no check; the checks are:\n${CHECKS.map(([name]) => `  ${name}`).join('\n')}`);
  process.exit(2);
}

const watchdog = setTimeout(() => {
  console.error(`test:fleet: still running after ${WATCHDOG_SECONDS} s: stopping everything`);
  process.exit(1);
}, WATCHDOG_SECONDS * 1000);
watchdog.unref();

// The loopback SMTP server the instances send subscription mails to (they inherit this environment).
const smtp = await startSmtpSink();
Object.assign(process.env, { SMTP_URL: smtp.url, ...FLEET_SUBSCRIPTION_ENV });

const startedAt = performance.now();
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const results: Array<{ name: string; outcome: CheckOutcome; seconds: string }> = [];
let fleet: Fleet | undefined;
let status = 1;
try {
  fleet = await startFleet({ count: 3, fixedDate: DEMO_DAY, log: (line) => console.log(`  ${line.trimEnd()}`) });
  const origin = fleet.balancer.url;
  // The sessions the load and the checks use, logged in once through HAProxy (each from its own address).
  const sessions: Record<string, Session> = {};
  for (const [i, username] of ['1001_MGR', '1001_PLUS', '1001_BJORN', '2002_MGR', '3003_MGR', '4004_MGR'].entries()) {
    sessions[username] = await login(origin, username, { origin, clientIp: `10.10.0.${i + 1}` });
  }
  const fixture: LoadFixture = {
    base: origin, origin,
    readers: [sessions['1001_PLUS']!, sessions['2002_MGR']!, sessions['3003_MGR']!, sessions['4004_MGR']!],
    reporter: sessions['1001_MGR']!,
    writers: [{ session: sessions['2002_MGR']!, agency: '2002' }, { session: sessions['3003_MGR']!, agency: '3003' }, { session: sessions['4004_MGR']!, agency: '4004' }],
  };
  console.log(`  fleet up in ${seconds(startedAt)} s: ${fleet.instances.map((instance) => `${instance.id} :${instance.port}`).join(', ')}, HAProxy ${origin}\n`);
  const context: CheckContext = { fleet, origin, fixture, sessions };
  for (const [name, check] of selected) {
    const began = performance.now();
    let outcome: CheckOutcome;
    try {
      outcome = await check(context);
    } catch (error) {
      outcome = { figures: [], problems: [`threw: ${(error as Error).stack ?? String(error)}`] };
    }
    results.push({ name, outcome, seconds: seconds(began) });
    console.log(`${outcome.problems.length === 0 ? 'PASS' : 'FAIL'}  ${name} (${seconds(began)} s)`);
    for (const figure of outcome.figures) console.log(`        ${figure}`);
    for (const problem of outcome.problems) console.log(`      ✗ ${problem}`);
  }
  status = results.every(({ outcome }) => outcome.problems.length === 0) ? 0 : 1;
} catch (error) {
  console.error(`test:fleet could not run: ${(error as Error).stack ?? String(error)}`);
} finally {
  if (status !== 0 && fleet !== undefined) {
    for (const instance of fleet.instances) console.log(`\n--- last lines of ${instance.id} ---\n${instance.tail()}`);
  }
  await fleet?.stop();
  await smtp.close();
}

const failed = results.filter(({ outcome }) => outcome.problems.length > 0);
const total = Number(seconds(startedAt));
console.log(`\n${results.length} checks: ${results.length - failed.length} passed, ${failed.length} failed${failed.length > 0 ? ` (${failed.map(({ name }) => name).join('; ')})` : ''}`);
console.log(`whole run ${total.toFixed(1)} s (goal < ${GOAL_SECONDS} s: ${total < GOAL_SECONDS ? 'met' : 'NOT met'})`);
process.exit(status);

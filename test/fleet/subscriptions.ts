// The fleet case of report subscriptions (issue 41 §4): 50 subscriptions due at once on three instances give exactly
// 50 mails at the loopback SMTP server, also when one instance is killed with -9 during the run. Counted by Message-ID:
// the one window left (a crash between the SMTP server's 250 and the instance's commit) may resend the killed
// instance's message in flight, with the same Message-ID (docs/decisions/subscriptions.md); more than that one fails.
import pg from 'pg';
import { stockholmToday } from '@ombudsportalen/engine';
import type { PortalInstance } from '../../scripts/fleet/fleet.js';
import { bearer, jsonOf, send } from '../../scripts/fleet/portal-client.js';
import type { SmtpSink } from '../support/smtp-sink.js';
import type { CheckContext, CheckOutcome } from './checks.js';

const SUBSCRIPTIONS = 50;
/** The instances' SUBSCRIPTION_TICK_MS and SUBSCRIPTION_LEASE_MS in the fleet (test/fleet/run.ts). */
export const FLEET_SUBSCRIPTION_ENV = { SUBSCRIPTION_TICK_MS: '500', SUBSCRIPTION_LEASE_MS: '15000' } as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

export async function subscriptionsOnce({ fleet, origin, sessions }: CheckContext, smtp: SmtpSink, victim: PortalInstance): Promise<CheckOutcome> {
  const problems: string[] = [];
  const today = stockholmToday(new Date());
  // Three subscribers (a user holds at most MAX_SUBSCRIPTIONS_PER_USER), each on an agency of their own staff.
  const owners = [['1001_MGR', '1001'], ['1001_PLUS', '1001'], ['2002_MGR', '2002']] as const;
  const ids: string[] = [];
  for (let n = 0; n < SUBSCRIPTIONS; n += 1) {
    const [username, agency] = owners[n % owners.length]!;
    const report = {
      type: 'agency', byPassCache: 'true',
      parameterNameValues: { listOfParamNameValues: [
        { name: 'P_FOM', values: [dayBefore(today, 7)] }, { name: 'P_TOM', values: [dayBefore(today, 1)] },
        { name: 'P_OMBUDNR', values: [agency] }, { name: 'formatType', values: ['pdf'] },
      ] },
    };
    const call = await send(origin, 'POST', `/api/api-retail/v2/agencies/${agency}/subscriptions/EKORDF01`, {
      kind: 'subscribe', headers: bearer(sessions[username]!),
      json: { report, format: 'pdf', period: 'previousWeek', frequency: 'monthly', hour: 6, email: `mottagare${n}@ombud${agency}.se` },
    });
    if (call.status !== 201) return { figures: [], problems: [`subscribing as ${username} answered ${call.status}: ${call.text.slice(0, 200)}`] };
    ids.push(jsonOf<{ id: string }>(call).id);
  }
  const client = new pg.Client({ connectionString: fleet.databaseUrl });
  await client.connect();
  try {
    // Due now, all at once: every instance's next tick finds them.
    smtp.mails.length = 0;
    await client.query('UPDATE report_subscriptions SET next_run_at = $1 WHERE subscription_id = ANY($2)', [Date.now(), ids]);
    const started = performance.now();
    // Killed in the middle of the run, while it holds a claim or sends.
    for (const deadline = started + 60_000; smtp.mails.length < SUBSCRIPTIONS / 5 && performance.now() < deadline;) await sleep(20);
    const atKill = smtp.mails.length;
    await victim.crash();
    for (const deadline = performance.now() + 120_000; performance.now() < deadline;) {
      if (new Set(smtp.mails.map((mail) => mail.messageId)).size >= SUBSCRIPTIONS) break;
      await sleep(200);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // Killed between the SMTP server's 250 and its commit, the victim's claim stays 'sending' until its lease ends;
    // then another instance takes it over and marks it sent (resending the same Message-ID): wait for that, bounded.
    const settled = async () => (await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM subscription_deliveries WHERE subscription_id = ANY($1) AND status = 'sent'", [ids])).rows[0]?.n === String(SUBSCRIPTIONS);
    for (const deadline = performance.now() + Number(FLEET_SUBSCRIPTION_ENV.SUBSCRIPTION_LEASE_MS) + 15_000; !(await settled()) && performance.now() < deadline;) await sleep(200);
    // A moment for a late duplicate to show, then the count.
    await sleep(2000);
    const messageIds = smtp.mails.map((mail) => mail.messageId);
    const distinct = new Set(messageIds);
    const recipients = new Set(smtp.mails.map((mail) => mail.to.join(',')));
    if (distinct.size !== SUBSCRIPTIONS) problems.push(`${distinct.size} distinct mails for ${SUBSCRIPTIONS} subscriptions`);
    // Only the killed instance's message in flight may come twice (sent, not yet marked); any other repeat is a double claim.
    if (messageIds.length - distinct.size > 1) problems.push(`${messageIds.length - distinct.size} messages were sent twice; at most the one in flight on ${victim.id} may be`);
    if (recipients.size !== SUBSCRIPTIONS) problems.push(`${recipients.size} recipients got mail, expected ${SUBSCRIPTIONS}`);
    const withoutPdf = smtp.mails.filter((mail) => mail.attachments[0]?.content.subarray(0, 5).toString() !== '%PDF-');
    if (withoutPdf.length > 0) problems.push(`${withoutPdf.length} mails without a PDF attachment`);
    const { rows } = await client.query<{ status: string; n: string }>(
      'SELECT status, count(*) AS n FROM subscription_deliveries WHERE subscription_id = ANY($1) GROUP BY status', [ids]);
    const sent = Number(rows.find((row) => row.status === 'sent')?.n ?? 0);
    if (sent !== SUBSCRIPTIONS || rows.length !== 1) problems.push(`deliveries by status: ${rows.map((row) => `${row.status} ${row.n}`).join(', ')}; expected sent ${SUBSCRIPTIONS}`);
    const due = await client.query<{ n: string }>('SELECT count(*) AS n FROM report_subscriptions WHERE subscription_id = ANY($1) AND next_run_at <= $2', [ids, Date.now()]);
    if (Number(due.rows[0]?.n) !== 0) problems.push(`${due.rows[0]?.n} subscriptions still due after the run`);
    await client.query('DELETE FROM report_subscriptions WHERE subscription_id = ANY($1)', [ids]);
    return {
      figures: [`${SUBSCRIPTIONS} subscriptions due at once on ${fleet.instances.length} instances; kill -9 ${victim.id} after ${atKill} mails; ${distinct.size} distinct Message-IDs in ${seconds} s, ${messageIds.length - distinct.size} resent with the same Message-ID`],
      problems,
    };
  } finally {
    await client.end();
    // The next checks expect three instances.
    await victim.start();
    await fleet.balancer.waitFor([victim.id], 'UP', 30_000);
  }
}

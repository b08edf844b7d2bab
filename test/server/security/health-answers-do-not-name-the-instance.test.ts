// Issue 37 item 19: /health/live and /health/ready named the instance (INSTANCE_ID, or host name and process id) to
// anyone who asked. They answer only their status; the instance is named in the operator's log lines. Neither the
// balancer (deploy/haproxy.cfg checks the status) nor the fleet harness (test/fleet, scripts/fleet) reads the name.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

let t: TestApp;
afterEach(async () => t.close());

describe('the health answers', () => {
  it.each([['live', 'ok'], ['ready', 'ready']])('/health/%s says its status and not the instance; its log line does', async (check, status) => {
    const lines: Array<{ instance?: string; req?: { url: string } }> = [];
    t = await buildTestApp({ instanceId: 'portal-hemlig', logLevel: 'info' }, { logStream: { write: (line) => { lines.push(JSON.parse(line) as { instance?: string }); } } });
    const answer = await t.app.inject({ method: 'GET', url: `/health/${check}`, remoteAddress: '203.0.113.9' });
    expect([answer.statusCode, answer.json()]).toEqual([200, { status }]);
    expect(answer.body).not.toContain('portal-hemlig');
    expect(lines.find((line) => line.req?.url === `/health/${check}`)?.instance).toBe('portal-hemlig');
  });
});

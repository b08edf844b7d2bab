// The subscription tests' app: mail goes to a real SMTP server on loopback (test/support/smtp-sink.ts), and each pass
// is run by the test itself (control.runNow) under a tick far away, so nothing depends on timing.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { SubscriptionControl } from '../../../server/subscriptions/subscription-scheduler.js';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

export interface SubscriptionTestbed {
  sink: SmtpSink;
  t: TestApp;
  control: SubscriptionControl;
}

/** Registers the file's hooks: one SMTP server for the file; per test a new app, an empty mailbox that accepts mail. */
export function subscriptionTestbed(): SubscriptionTestbed {
  const bed = {} as SubscriptionTestbed;
  beforeAll(async () => { bed.sink = await startSmtpSink(); });
  afterAll(async () => { await bed.sink.close(); });
  beforeEach(async () => {
    bed.sink.mails.length = 0;
    bed.sink.reject = false;
    bed.control = {};
    bed.t = await buildTestApp({ smtpUrl: bed.sink.url, publicOrigin: 'https://portal.example.se', subscriptions: { tickMs: 600_000 } }, { subscriptionControl: bed.control });
  });
  afterEach(async () => { await bed.t.close(); });
  return bed;
}

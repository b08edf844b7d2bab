-- 021: report subscriptions by e-mail (issue 41 §4, docs/decisions/subscriptions.md). A subscription is due at
-- next_run_at (epoch ms, the scheduled instant that names its period); held_until is a claim's lease or a retry's
-- back-off, so a crashed instance's claim falls free. One delivery row per subscription and period (the idempotency
-- key) carries the deterministic Message-ID; the outbox holds the mails sent without SMTP_URL.
CREATE TABLE report_subscriptions (
  subscription_id text PRIMARY KEY,
  username        citext NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  report_code     text NOT NULL,
  format          text NOT NULL,
  agency_number   text NOT NULL,
  parameters      text NOT NULL,
  period          text NOT NULL,
  frequency       text NOT NULL,
  weekday         integer,
  hour            integer NOT NULL,
  email           text NOT NULL,
  paused          integer NOT NULL DEFAULT 0,
  next_run_at     bigint NOT NULL,
  held_until      bigint NOT NULL DEFAULT 0,
  claimed_by      text,
  attempts        integer NOT NULL DEFAULT 0,
  failure_reason  text,
  created_at      bigint NOT NULL
);
CREATE INDEX report_subscriptions_due ON report_subscriptions (next_run_at);
CREATE INDEX report_subscriptions_user ON report_subscriptions (username);

CREATE TABLE subscription_deliveries (
  subscription_id text NOT NULL,
  period_key      text NOT NULL,
  message_id      text NOT NULL,
  status          text NOT NULL,
  created_at      bigint NOT NULL,
  sent_at         bigint,
  PRIMARY KEY (subscription_id, period_key)
);

CREATE TABLE mail_outbox (
  message_id      text PRIMARY KEY,
  recipient       text NOT NULL,
  subject         text NOT NULL,
  body_text       text NOT NULL,
  attachment_name text NOT NULL,
  attachment_type text NOT NULL,
  attachment      text NOT NULL,
  created_at      bigint NOT NULL
);
CREATE INDEX mail_outbox_created ON mail_outbox (created_at);

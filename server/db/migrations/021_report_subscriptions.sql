-- 021: report subscriptions by e-mail (issue 41 §4, docs/decisions/subscriptions.md). A subscription is due at
-- next_run_at (epoch ms, the scheduled instant that names its period); held_until is a claim's lease or a retry's
-- back-off, so a crashed instance's claim falls free. One delivery row per subscription and period (the idempotency
-- key) carries the deterministic Message-ID; the outbox holds the mails sent without SMTP_URL.
CREATE TABLE report_subscriptions (
  subscription_id TEXT PRIMARY KEY,
  username        TEXT NOT NULL COLLATE NOCASE REFERENCES users (username) ON DELETE CASCADE,
  report_code     TEXT NOT NULL,
  format          TEXT NOT NULL,
  agency_number   TEXT NOT NULL,
  parameters      TEXT NOT NULL,
  period          TEXT NOT NULL,
  frequency       TEXT NOT NULL,
  weekday         INTEGER,
  hour            INTEGER NOT NULL,
  email           TEXT NOT NULL,
  paused          INTEGER NOT NULL DEFAULT 0,
  next_run_at     BIGINT NOT NULL,
  held_until      BIGINT NOT NULL DEFAULT 0,
  claimed_by      TEXT,
  attempts        INTEGER NOT NULL DEFAULT 0,
  failure_reason  TEXT,
  created_at      BIGINT NOT NULL
);
CREATE INDEX report_subscriptions_due ON report_subscriptions (next_run_at);
CREATE INDEX report_subscriptions_user ON report_subscriptions (username);

CREATE TABLE subscription_deliveries (
  subscription_id TEXT NOT NULL,
  period_key      TEXT NOT NULL,
  message_id      TEXT NOT NULL,
  status          TEXT NOT NULL,
  created_at      BIGINT NOT NULL,
  sent_at         BIGINT,
  PRIMARY KEY (subscription_id, period_key)
);

CREATE TABLE mail_outbox (
  message_id      TEXT PRIMARY KEY,
  recipient       TEXT NOT NULL,
  subject         TEXT NOT NULL,
  body_text       TEXT NOT NULL,
  attachment_name TEXT NOT NULL,
  attachment_type TEXT NOT NULL,
  attachment      TEXT NOT NULL,
  created_at      BIGINT NOT NULL
);
CREATE INDEX mail_outbox_created ON mail_outbox (created_at);

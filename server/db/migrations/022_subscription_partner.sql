-- 022: partner reports can be subscribed to (issue 41 §4, docs/decisions/subscription-periods.md): partner_id names
-- the partner a subscription's report is for (NULL: an agency report of agency_number). Delivered rows are pruned by
-- sent_at (server/subscriptions/delivery-run.ts DELIVERY_RETENTION_MS).
ALTER TABLE report_subscriptions ADD COLUMN partner_id TEXT;
CREATE INDEX subscription_deliveries_sent ON subscription_deliveries (sent_at);

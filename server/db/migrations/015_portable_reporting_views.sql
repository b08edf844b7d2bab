-- 015: calendar columns in the reporting views, so a dataset's SQL needs no date function (strftime, date(), to_char
-- differ between SQLite and PostgreSQL; docs/analyst-guide.md "Portable SQL"). Every view with a day gains year
-- (yyyy, an integer), month (yyyy-MM) and week (ISO week yyvv) where it lacks them, appended after its columns, and
-- rpt_calendar gives the same columns for any day 2000–2099 (the month of a parameter: SELECT month FROM rpt_calendar
-- WHERE day = :fromDate). The dialect's date functions live here and in server/db/postgres/migrations/003_reporting.sql only.

CREATE TABLE calendar_days (day TEXT PRIMARY KEY) WITHOUT ROWID;
INSERT INTO calendar_days (day)
  WITH RECURSIVE d (day) AS (SELECT '2000-01-01' UNION ALL SELECT date(day, '+1 day') FROM d WHERE day < '2099-12-31')
  SELECT day FROM d;

CREATE VIEW rpt_calendar AS
SELECT day, CAST(substr(day, 1, 4) AS INTEGER) AS year, substr(day, 1, 7) AS month,
       substr(strftime('%G', day), 3) || strftime('%V', day) AS week, CAST(strftime('%u', day) AS INTEGER) AS weekday
FROM calendar_days;

DROP VIEW rpt_own_games;
DROP VIEW rpt_bookkeeping;
DROP VIEW rpt_daily_settlement;
DROP VIEW rpt_daily_sales;
DROP VIEW rpt_share_offerings;
DROP VIEW rpt_terminal_transactions;
DROP VIEW rpt_track_commission;
DROP VIEW rpt_partner_sales;
DROP VIEW rpt_telecash;
DROP VIEW rpt_eid;
DROP VIEW rpt_new_customers;

CREATE VIEW rpt_daily_sales AS
SELECT s.agency_number, s.sale_date, s.game_code, g.game_name, g.game_group, g.own_game, s.channel, s.tickets,
       s.stake_ore / 100.0 AS stake, s.payout_ore / 100.0 AS payout, (s.stake_ore - s.payout_ore) / 100.0 AS net,
       g.commission_bp / 10000.0 AS commission_rate, round(s.stake_ore * g.commission_bp / 10000.0) / 100.0 AS commission,
       CAST(substr(s.sale_date, 1, 4) AS INTEGER) AS year, substr(s.sale_date, 1, 7) AS month,
       substr(strftime('%G', s.sale_date), 3) || strftime('%V', s.sale_date) AS week
FROM sales_daily s JOIN games g ON g.game_code = s.game_code;

CREATE VIEW rpt_daily_settlement AS
SELECT agency_number, sale_date, channel, sum(tickets) AS tickets, round(sum(stake), 2) AS stake,
       round(sum(payout), 2) AS payout, round(sum(commission), 2) AS commission,
       round(sum(stake) - sum(payout) - sum(commission), 2) AS amount_due, year, month, week
FROM rpt_daily_sales GROUP BY agency_number, sale_date, channel;

CREATE VIEW rpt_bookkeeping AS
SELECT s.agency_number, s.sale_date AS entry_date, '1910' AS account, 'Kassa' AS account_name, s.stake AS debit, 0.0 AS credit,
       s.year, s.month, s.week FROM rpt_daily_sales s
UNION ALL
SELECT s.agency_number, s.sale_date, '1910', 'Kassa', 0.0, s.payout, s.year, s.month, s.week FROM rpt_daily_sales s
UNION ALL
SELECT s.agency_number, s.sale_date, '2890', 'Skuld till spelbolaget', s.payout + s.commission, s.stake, s.year, s.month, s.week
FROM rpt_daily_sales s
UNION ALL
SELECT s.agency_number, s.sale_date, a.account, a.account_name, 0.0, s.commission, s.year, s.month, s.week
FROM rpt_daily_sales s JOIN ledger_accounts a ON a.game_group = s.game_group;

CREATE VIEW rpt_share_offerings AS
SELECT o.agency_number, o.draw_date, o.game_code, g.game_name, o.offering_no, o.report_type, o.shares_total, o.shares_sold,
       o.shares_total - o.shares_sold AS shares_unsold, o.share_price_ore / 100.0 AS share_price,
       o.shares_sold * o.share_price_ore / 100.0 AS sold_value,
       (o.shares_total - o.shares_sold) * o.share_price_ore / 100.0 AS unsold_value,
       o.commission_bp / 10000.0 AS commission_rate,
       round(o.shares_sold * o.share_price_ore * o.commission_bp / 10000.0) / 100.0 AS commission,
       CAST(substr(o.draw_date, 1, 4) AS INTEGER) AS year, substr(o.draw_date, 1, 7) AS month,
       substr(strftime('%G', o.draw_date), 3) || strftime('%V', o.draw_date) AS week
FROM share_offerings o JOIN games g ON g.game_code = o.game_code;

CREATE VIEW rpt_terminal_transactions AS
SELECT t.agency_number, t.tx_date, printf('%02d:%02d', t.tx_seconds / 3600, t.tx_seconds / 60 % 60) AS tx_time,
       t.terminal_id, k.terminal_type, t.kind, g.game_name, t.amount_ore / 100.0 AS amount,
       printf('%s-%s-%02d-%03d', t.agency_number, replace(t.tx_date, '-', ''), t.terminal_id, t.seq) AS receipt,
       CAST(substr(t.tx_date, 1, 4) AS INTEGER) AS year, substr(t.tx_date, 1, 7) AS month,
       substr(strftime('%G', t.tx_date), 3) || strftime('%V', t.tx_date) AS week
FROM terminal_transactions t
JOIN terminals k ON k.agency_number = t.agency_number AND k.terminal_id = t.terminal_id
JOIN games g ON g.game_code = t.game_code;

CREATE VIEW rpt_track_commission AS
SELECT c.agency_number, c.month_start, substr(c.month_start, 1, 7) AS month, g.game_name, c.turnover_ore / 100.0 AS turnover,
       c.commission_bp / 10000.0 AS commission_rate, round(c.turnover_ore * c.commission_bp / 10000.0) / 100.0 AS commission,
       CAST(substr(c.month_start, 1, 4) AS INTEGER) AS year
FROM track_commission_monthly c JOIN games g ON g.game_code = c.game_code;

CREATE VIEW rpt_own_games AS
SELECT agency_number, sale_date, month, game_name, tickets, stake, year, week
FROM rpt_daily_sales WHERE own_game = 1;

CREATE VIEW rpt_partner_sales AS
SELECT p.partner_id, p.partner_name, p.partner_kind, p.product_name, s.agency_number, a.agency_name, s.week_start,
       date(s.week_start, '+6 days') AS week_end, substr(strftime('%G', s.week_start), 3) || strftime('%V', s.week_start) AS week_code,
       s.items, s.amount_ore / 100.0 AS amount, p.commission_bp / 10000.0 AS commission_rate,
       round(s.amount_ore * p.commission_bp / 10000.0) / 100.0 AS commission,
       (s.amount_ore - round(s.amount_ore * p.commission_bp / 10000.0)) / 100.0 AS amount_due,
       CAST(substr(s.week_start, 1, 4) AS INTEGER) AS year, substr(s.week_start, 1, 7) AS month
FROM partner_sales_weekly s
JOIN partners p ON p.partner_id = s.partner_id
JOIN agencies a ON a.agency_number = s.agency_number;

CREATE VIEW rpt_telecash AS
SELECT agency_number, day, terminal_id, deposits, deposit_ore / 100.0 AS deposit_amount, withdrawals,
       withdrawal_ore / 100.0 AS withdrawal_amount, (deposit_ore - withdrawal_ore) / 100.0 AS net,
       CAST(substr(day, 1, 4) AS INTEGER) AS year, substr(day, 1, 7) AS month,
       substr(strftime('%G', day), 3) || strftime('%V', day) AS week
FROM telecash_daily;

CREATE VIEW rpt_eid AS
SELECT agency_number, day, substr(day, 1, 7) AS month, identifications, fee_ore / 100.0 AS fee,
       CAST(substr(day, 1, 4) AS INTEGER) AS year, substr(strftime('%G', day), 3) || strftime('%V', day) AS week
FROM eid_daily;

CREATE VIEW rpt_new_customers AS
SELECT agency_number, month_start, substr(month_start, 1, 7) AS month, customer_type, new_customers,
       per_customer_ore / 100.0 AS commission_per_customer, new_customers * per_customer_ore / 100.0 AS commission,
       CAST(substr(month_start, 1, 4) AS INTEGER) AS year
FROM new_customers_monthly;

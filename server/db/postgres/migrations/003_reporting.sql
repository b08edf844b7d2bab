-- 003 on PostgreSQL: the reporting store, as SQLite's 003_reporting.sql and 015_portable_reporting_views.sql leave it
-- (reporting_seed, dropped by SQLite's 012, is not created). Same names, columns and values; dates are `date` (read back
-- as yyyy-MM-dd text, server/db/postgres/value-types.ts), amounts integers in öre, and the views give kronor and rates as
-- numeric (exact, so round() halves as SQLite does). The dialect's date functions live here only: a dataset's SQL reads
-- the views' calendar columns.

CREATE TABLE games (
  game_code     text PRIMARY KEY,
  game_name     text NOT NULL,
  game_group    text NOT NULL CHECK (game_group IN ('HAST', 'SPORT', 'NUMMER', 'LOTTERI')),
  own_game      integer NOT NULL CHECK (own_game IN (0, 1)),
  commission_bp integer NOT NULL CHECK (commission_bp BETWEEN 0 AND 10000)
);

CREATE TABLE ledger_accounts (
  game_group   text PRIMARY KEY,
  account      text NOT NULL,
  account_name text NOT NULL
);

CREATE TABLE sales_daily (
  agency_number text NOT NULL REFERENCES agencies (agency_number),
  sale_date     date NOT NULL,
  game_code     text NOT NULL REFERENCES games (game_code),
  channel       text NOT NULL CHECK (channel IN ('BUTIK', 'DIGITAL')),
  tickets       integer NOT NULL,
  stake_ore     bigint NOT NULL,
  payout_ore    bigint NOT NULL,
  PRIMARY KEY (agency_number, sale_date, game_code)
);

CREATE TABLE terminals (
  agency_number text NOT NULL REFERENCES agencies (agency_number),
  terminal_id   integer NOT NULL CHECK (terminal_id BETWEEN 1 AND 99),
  terminal_type text NOT NULL CHECK (terminal_type IN ('T1', 'T2')),
  PRIMARY KEY (agency_number, terminal_id)
);

CREATE TABLE terminal_transactions (
  agency_number text NOT NULL,
  tx_date       date NOT NULL,
  terminal_id   integer NOT NULL,
  seq           integer NOT NULL,
  tx_seconds    integer NOT NULL CHECK (tx_seconds BETWEEN 0 AND 86399),
  kind          text NOT NULL CHECK (kind IN ('Spel', 'Vinst', 'Annullering')),
  game_code     text NOT NULL REFERENCES games (game_code),
  amount_ore    bigint NOT NULL,
  PRIMARY KEY (agency_number, tx_date, terminal_id, seq),
  FOREIGN KEY (agency_number, terminal_id) REFERENCES terminals (agency_number, terminal_id)
);

CREATE TABLE share_offerings (
  agency_number   text NOT NULL REFERENCES agencies (agency_number),
  draw_date       date NOT NULL,
  game_code       text NOT NULL REFERENCES games (game_code),
  offering_no     integer NOT NULL,
  report_type     text NOT NULL CHECK (report_type IN ('Andelsspel', 'Övrigt')),
  shares_total    integer NOT NULL,
  shares_sold     integer NOT NULL CHECK (shares_sold <= shares_total),
  share_price_ore bigint NOT NULL,
  commission_bp   integer NOT NULL,
  PRIMARY KEY (agency_number, draw_date, game_code, offering_no)
);

CREATE TABLE track_commission_monthly (
  agency_number text NOT NULL REFERENCES agencies (agency_number),
  month_start   date NOT NULL,
  game_code     text NOT NULL REFERENCES games (game_code),
  turnover_ore  bigint NOT NULL,
  commission_bp integer NOT NULL,
  PRIMARY KEY (agency_number, month_start, game_code)
);

CREATE TABLE partners (
  partner_id    text PRIMARY KEY,
  partner_name  text NOT NULL,
  partner_kind  text NOT NULL CHECK (partner_kind IN ('MOBIL', 'LOTTERI')),
  product_name  text NOT NULL,
  commission_bp integer NOT NULL
);

CREATE TABLE partner_sales_weekly (
  partner_id    text NOT NULL REFERENCES partners (partner_id),
  week_start    date NOT NULL,
  agency_number text NOT NULL REFERENCES agencies (agency_number),
  items         integer NOT NULL,
  amount_ore    bigint NOT NULL,
  PRIMARY KEY (partner_id, week_start, agency_number)
);
CREATE INDEX partner_sales_by_agency ON partner_sales_weekly (agency_number, week_start);

CREATE TABLE telecash_daily (
  agency_number  text NOT NULL,
  day            date NOT NULL,
  terminal_id    integer NOT NULL,
  deposits       integer NOT NULL,
  deposit_ore    bigint NOT NULL,
  withdrawals    integer NOT NULL,
  withdrawal_ore bigint NOT NULL,
  PRIMARY KEY (agency_number, day, terminal_id),
  FOREIGN KEY (agency_number, terminal_id) REFERENCES terminals (agency_number, terminal_id)
);

CREATE TABLE eid_daily (
  agency_number   text NOT NULL REFERENCES agencies (agency_number),
  day             date NOT NULL,
  identifications integer NOT NULL,
  fee_ore         bigint NOT NULL,
  PRIMARY KEY (agency_number, day)
);

CREATE TABLE new_customers_monthly (
  agency_number    text NOT NULL REFERENCES agencies (agency_number),
  month_start      date NOT NULL,
  customer_type    text NOT NULL,
  new_customers    integer NOT NULL,
  per_customer_ore bigint NOT NULL,
  PRIMARY KEY (agency_number, month_start, customer_type)
);

CREATE TABLE calendar_days (day date PRIMARY KEY);
INSERT INTO calendar_days (day) SELECT generate_series(date '2000-01-01', date '2099-12-31', interval '1 day')::date;

-- ---------------------------------------------------------------------------------------------------------------
-- The reporting views, column for column as on SQLite (schemas/reporting/views.json).

CREATE VIEW rpt_calendar AS
SELECT day, extract(year FROM day)::integer AS year, to_char(day, 'YYYY-MM') AS month, to_char(day, 'IYIW') AS week,
       extract(isodow FROM day)::integer AS weekday
FROM calendar_days;

CREATE VIEW rpt_daily_sales AS
SELECT s.agency_number, s.sale_date, s.game_code, g.game_name, g.game_group, g.own_game, s.channel, s.tickets,
       s.stake_ore / 100.0 AS stake, s.payout_ore / 100.0 AS payout, (s.stake_ore - s.payout_ore) / 100.0 AS net,
       g.commission_bp / 10000.0 AS commission_rate, round(s.stake_ore * g.commission_bp / 10000.0) / 100.0 AS commission,
       extract(year FROM s.sale_date)::integer AS year, to_char(s.sale_date, 'YYYY-MM') AS month, to_char(s.sale_date, 'IYIW') AS week
FROM sales_daily s JOIN games g ON g.game_code = s.game_code;

CREATE VIEW rpt_daily_settlement AS
SELECT agency_number, sale_date, channel, sum(tickets) AS tickets, round(sum(stake), 2) AS stake,
       round(sum(payout), 2) AS payout, round(sum(commission), 2) AS commission,
       round(sum(stake) - sum(payout) - sum(commission), 2) AS amount_due, year, month, week
FROM rpt_daily_sales GROUP BY agency_number, sale_date, channel, year, month, week;

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
       extract(year FROM o.draw_date)::integer AS year, to_char(o.draw_date, 'YYYY-MM') AS month, to_char(o.draw_date, 'IYIW') AS week
FROM share_offerings o JOIN games g ON g.game_code = o.game_code;

CREATE VIEW rpt_terminal_transactions AS
SELECT t.agency_number, t.tx_date,
       lpad((t.tx_seconds / 3600)::text, 2, '0') || ':' || lpad((t.tx_seconds / 60 % 60)::text, 2, '0') AS tx_time,
       t.terminal_id, k.terminal_type, t.kind, g.game_name, t.amount_ore / 100.0 AS amount,
       t.agency_number || '-' || to_char(t.tx_date, 'YYYYMMDD') || '-' || lpad(t.terminal_id::text, 2, '0') || '-' || lpad(t.seq::text, 3, '0') AS receipt,
       extract(year FROM t.tx_date)::integer AS year, to_char(t.tx_date, 'YYYY-MM') AS month, to_char(t.tx_date, 'IYIW') AS week
FROM terminal_transactions t
JOIN terminals k ON k.agency_number = t.agency_number AND k.terminal_id = t.terminal_id
JOIN games g ON g.game_code = t.game_code;

CREATE VIEW rpt_track_commission AS
SELECT c.agency_number, c.month_start, to_char(c.month_start, 'YYYY-MM') AS month, g.game_name, c.turnover_ore / 100.0 AS turnover,
       c.commission_bp / 10000.0 AS commission_rate, round(c.turnover_ore * c.commission_bp / 10000.0) / 100.0 AS commission,
       extract(year FROM c.month_start)::integer AS year
FROM track_commission_monthly c JOIN games g ON g.game_code = c.game_code;

CREATE VIEW rpt_own_games AS
SELECT agency_number, sale_date, month, game_name, tickets, stake, year, week
FROM rpt_daily_sales WHERE own_game = 1;

CREATE VIEW rpt_partners AS
SELECT partner_id, partner_name, partner_kind, product_name, commission_bp / 10000.0 AS commission_rate FROM partners;

CREATE VIEW rpt_partner_sales AS
SELECT p.partner_id, p.partner_name, p.partner_kind, p.product_name, s.agency_number, a.agency_name, s.week_start,
       s.week_start + 6 AS week_end, to_char(s.week_start, 'IYIW') AS week_code,
       s.items, s.amount_ore / 100.0 AS amount, p.commission_bp / 10000.0 AS commission_rate,
       round(s.amount_ore * p.commission_bp / 10000.0) / 100.0 AS commission,
       (s.amount_ore - round(s.amount_ore * p.commission_bp / 10000.0)) / 100.0 AS amount_due,
       extract(year FROM s.week_start)::integer AS year, to_char(s.week_start, 'YYYY-MM') AS month
FROM partner_sales_weekly s
JOIN partners p ON p.partner_id = s.partner_id
JOIN agencies a ON a.agency_number = s.agency_number;

CREATE VIEW rpt_telecash AS
SELECT agency_number, day, terminal_id, deposits, deposit_ore / 100.0 AS deposit_amount, withdrawals,
       withdrawal_ore / 100.0 AS withdrawal_amount, (deposit_ore - withdrawal_ore) / 100.0 AS net,
       extract(year FROM day)::integer AS year, to_char(day, 'YYYY-MM') AS month, to_char(day, 'IYIW') AS week
FROM telecash_daily;

CREATE VIEW rpt_eid AS
SELECT agency_number, day, to_char(day, 'YYYY-MM') AS month, identifications, fee_ore / 100.0 AS fee,
       extract(year FROM day)::integer AS year, to_char(day, 'IYIW') AS week
FROM eid_daily;

CREATE VIEW rpt_new_customers AS
SELECT agency_number, month_start, to_char(month_start, 'YYYY-MM') AS month, customer_type, new_customers,
       per_customer_ore / 100.0 AS commission_per_customer, new_customers * per_customer_ore / 100.0 AS commission,
       extract(year FROM month_start)::integer AS year
FROM new_customers_monthly;

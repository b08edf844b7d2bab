-- 003: the reporting store (part 2 §2 "Finance and statistics reports", "Partner reports"). Base tables hold
-- amounts in öre (integers) and rates in basis points; report definitions never read them directly. They read the
-- documented reporting VIEWS (rpt_*, docs/reports.md), which give kronor (REAL), rates as fractions (0.06 = 6 %) and
-- yyyy-MM-dd dates. The report server reads them on a separate read-only connection.

CREATE TABLE games (
  game_code     TEXT PRIMARY KEY,
  game_name     TEXT NOT NULL,
  game_group    TEXT NOT NULL CHECK (game_group IN ('HAST', 'SPORT', 'NUMMER', 'LOTTERI')),
  own_game      INTEGER NOT NULL CHECK (own_game IN (0, 1)), -- 1: the operator's own game; 0: horse betting it brokers
  commission_bp INTEGER NOT NULL CHECK (commission_bp BETWEEN 0 AND 10000)
);

-- The commission account of each game group in the bookkeeping basis.
CREATE TABLE ledger_accounts (
  game_group   TEXT PRIMARY KEY,
  account      TEXT NOT NULL,
  account_name TEXT NOT NULL
);

-- One row per agency, day and game. channel: BUTIK (counter) or DIGITAL (digital agencies).
CREATE TABLE sales_daily (
  agency_number TEXT NOT NULL REFERENCES agencies (agency_number),
  sale_date     TEXT NOT NULL,
  game_code     TEXT NOT NULL REFERENCES games (game_code),
  channel       TEXT NOT NULL CHECK (channel IN ('BUTIK', 'DIGITAL')),
  tickets       INTEGER NOT NULL,
  stake_ore     INTEGER NOT NULL,
  payout_ore    INTEGER NOT NULL,
  PRIMARY KEY (agency_number, sale_date, game_code)
) WITHOUT ROWID;

-- terminal_type: T1 counter terminal, T2 self-service terminal (the transaction list's filter).
CREATE TABLE terminals (
  agency_number TEXT NOT NULL REFERENCES agencies (agency_number),
  terminal_id   INTEGER NOT NULL CHECK (terminal_id BETWEEN 1 AND 99),
  terminal_type TEXT NOT NULL CHECK (terminal_type IN ('T1', 'T2')),
  PRIMARY KEY (agency_number, terminal_id)
) WITHOUT ROWID;

-- A few transactions per terminal and day. tx_seconds: seconds after midnight (Stockholm time). Payouts and
-- cancellations are negative.
CREATE TABLE terminal_transactions (
  agency_number TEXT NOT NULL,
  tx_date       TEXT NOT NULL,
  terminal_id   INTEGER NOT NULL,
  seq           INTEGER NOT NULL,
  tx_seconds    INTEGER NOT NULL CHECK (tx_seconds BETWEEN 0 AND 86399),
  kind          TEXT NOT NULL CHECK (kind IN ('Spel', 'Vinst', 'Annullering')),
  game_code     TEXT NOT NULL REFERENCES games (game_code),
  amount_ore    INTEGER NOT NULL,
  PRIMARY KEY (agency_number, tx_date, terminal_id, seq),
  FOREIGN KEY (agency_number, terminal_id) REFERENCES terminals (agency_number, terminal_id)
) WITHOUT ROWID;

-- Shop shares (andelar) offered per draw. report_type: Andelsspel (the operator's templates) or Övrigt (the shop's own).
CREATE TABLE share_offerings (
  agency_number   TEXT NOT NULL REFERENCES agencies (agency_number),
  draw_date       TEXT NOT NULL,
  game_code       TEXT NOT NULL REFERENCES games (game_code),
  offering_no     INTEGER NOT NULL,
  report_type     TEXT NOT NULL CHECK (report_type IN ('Andelsspel', 'Övrigt')),
  shares_total    INTEGER NOT NULL,
  shares_sold     INTEGER NOT NULL CHECK (shares_sold <= shares_total),
  share_price_ore INTEGER NOT NULL,
  commission_bp   INTEGER NOT NULL,
  PRIMARY KEY (agency_number, draw_date, game_code, offering_no)
) WITHOUT ROWID;

-- Track commission (banprovision) of TRACK agencies per month and horse game; month_start is the 1st.
CREATE TABLE track_commission_monthly (
  agency_number TEXT NOT NULL REFERENCES agencies (agency_number),
  month_start   TEXT NOT NULL,
  game_code     TEXT NOT NULL REFERENCES games (game_code),
  turnover_ore  INTEGER NOT NULL,
  commission_bp INTEGER NOT NULL,
  PRIMARY KEY (agency_number, month_start, game_code)
) WITHOUT ROWID;

-- Partner companies (part 2 §6 partner roles: PARTNER_<partner_id>). kind MOBIL: top-ups; LOTTERI: lottery partners.
CREATE TABLE partners (
  partner_id    TEXT PRIMARY KEY,
  partner_name  TEXT NOT NULL,
  partner_kind  TEXT NOT NULL CHECK (partner_kind IN ('MOBIL', 'LOTTERI')),
  product_name  TEXT NOT NULL,
  commission_bp INTEGER NOT NULL
);

-- Weekly partner sales per selling agency; week_start is the Monday of the ISO week.
CREATE TABLE partner_sales_weekly (
  partner_id    TEXT NOT NULL REFERENCES partners (partner_id),
  week_start    TEXT NOT NULL,
  agency_number TEXT NOT NULL REFERENCES agencies (agency_number),
  items         INTEGER NOT NULL,
  amount_ore    INTEGER NOT NULL,
  PRIMARY KEY (partner_id, week_start, agency_number)
) WITHOUT ROWID;
CREATE INDEX partner_sales_by_agency ON partner_sales_weekly (agency_number, week_start);

-- Telecash: cash paid in to / out of customers' gaming accounts at a terminal.
CREATE TABLE telecash_daily (
  agency_number  TEXT NOT NULL,
  day            TEXT NOT NULL,
  terminal_id    INTEGER NOT NULL,
  deposits       INTEGER NOT NULL,
  deposit_ore    INTEGER NOT NULL,
  withdrawals    INTEGER NOT NULL,
  withdrawal_ore INTEGER NOT NULL,
  PRIMARY KEY (agency_number, day, terminal_id),
  FOREIGN KEY (agency_number, terminal_id) REFERENCES terminals (agency_number, terminal_id)
) WITHOUT ROWID;

-- eID identifications made in the shop and the fee paid to the shop for them.
CREATE TABLE eid_daily (
  agency_number   TEXT NOT NULL REFERENCES agencies (agency_number),
  day             TEXT NOT NULL,
  identifications INTEGER NOT NULL,
  fee_ore         INTEGER NOT NULL,
  PRIMARY KEY (agency_number, day)
) WITHOUT ROWID;

-- New customers registered through the shop per month, and the commission per customer.
CREATE TABLE new_customers_monthly (
  agency_number    TEXT NOT NULL REFERENCES agencies (agency_number),
  month_start      TEXT NOT NULL,
  customer_type    TEXT NOT NULL,
  new_customers    INTEGER NOT NULL,
  per_customer_ore INTEGER NOT NULL,
  PRIMARY KEY (agency_number, month_start, customer_type)
) WITHOUT ROWID;

-- Which version of the reporting demo data is in the store (server/db/seed-reporting.ts).
CREATE TABLE reporting_seed (
  version   TEXT PRIMARY KEY,
  seeded_at TEXT NOT NULL
);

-- ---------------------------------------------------------------------------------------------------------------
-- Reporting views: the only names a report definition's x-dataset may read (columns listed in docs/reports.md).

CREATE VIEW rpt_daily_sales AS
SELECT s.agency_number, s.sale_date, s.game_code, g.game_name, g.game_group, g.own_game, s.channel, s.tickets,
       s.stake_ore / 100.0 AS stake, s.payout_ore / 100.0 AS payout, (s.stake_ore - s.payout_ore) / 100.0 AS net,
       g.commission_bp / 10000.0 AS commission_rate, round(s.stake_ore * g.commission_bp / 10000.0) / 100.0 AS commission
FROM sales_daily s JOIN games g ON g.game_code = s.game_code;

CREATE VIEW rpt_daily_settlement AS
SELECT agency_number, sale_date, channel, sum(tickets) AS tickets, round(sum(stake), 2) AS stake,
       round(sum(payout), 2) AS payout, round(sum(commission), 2) AS commission,
       round(sum(stake) - sum(payout) - sum(commission), 2) AS amount_due
FROM rpt_daily_sales GROUP BY agency_number, sale_date, channel;

CREATE VIEW rpt_bookkeeping AS
SELECT s.agency_number, s.sale_date AS entry_date, '1910' AS account, 'Kassa' AS account_name, s.stake AS debit, 0.0 AS credit FROM rpt_daily_sales s
UNION ALL
SELECT s.agency_number, s.sale_date, '1910', 'Kassa', 0.0, s.payout FROM rpt_daily_sales s
UNION ALL
SELECT s.agency_number, s.sale_date, '2890', 'Skuld till spelbolaget', s.payout + s.commission, s.stake FROM rpt_daily_sales s
UNION ALL
SELECT s.agency_number, s.sale_date, a.account, a.account_name, 0.0, s.commission
FROM rpt_daily_sales s JOIN ledger_accounts a ON a.game_group = s.game_group;

CREATE VIEW rpt_share_offerings AS
SELECT o.agency_number, o.draw_date, o.game_code, g.game_name, o.offering_no, o.report_type, o.shares_total, o.shares_sold,
       o.shares_total - o.shares_sold AS shares_unsold, o.share_price_ore / 100.0 AS share_price,
       o.shares_sold * o.share_price_ore / 100.0 AS sold_value,
       (o.shares_total - o.shares_sold) * o.share_price_ore / 100.0 AS unsold_value,
       o.commission_bp / 10000.0 AS commission_rate,
       round(o.shares_sold * o.share_price_ore * o.commission_bp / 10000.0) / 100.0 AS commission
FROM share_offerings o JOIN games g ON g.game_code = o.game_code;

CREATE VIEW rpt_terminal_transactions AS
SELECT t.agency_number, t.tx_date, printf('%02d:%02d', t.tx_seconds / 3600, t.tx_seconds / 60 % 60) AS tx_time,
       t.terminal_id, k.terminal_type, t.kind, g.game_name, t.amount_ore / 100.0 AS amount,
       printf('%s-%s-%02d-%03d', t.agency_number, replace(t.tx_date, '-', ''), t.terminal_id, t.seq) AS receipt
FROM terminal_transactions t
JOIN terminals k ON k.agency_number = t.agency_number AND k.terminal_id = t.terminal_id
JOIN games g ON g.game_code = t.game_code;

CREATE VIEW rpt_track_commission AS
SELECT c.agency_number, c.month_start, substr(c.month_start, 1, 7) AS month, g.game_name, c.turnover_ore / 100.0 AS turnover,
       c.commission_bp / 10000.0 AS commission_rate, round(c.turnover_ore * c.commission_bp / 10000.0) / 100.0 AS commission
FROM track_commission_monthly c JOIN games g ON g.game_code = c.game_code;

CREATE VIEW rpt_own_games AS
SELECT agency_number, sale_date, substr(sale_date, 1, 7) AS month, game_name, tickets, stake
FROM rpt_daily_sales WHERE own_game = 1;

CREATE VIEW rpt_partners AS
SELECT partner_id, partner_name, partner_kind, product_name, commission_bp / 10000.0 AS commission_rate FROM partners;

CREATE VIEW rpt_partner_sales AS
SELECT p.partner_id, p.partner_name, p.partner_kind, p.product_name, s.agency_number, a.agency_name, s.week_start,
       date(s.week_start, '+6 days') AS week_end, substr(strftime('%G', s.week_start), 3) || strftime('%V', s.week_start) AS week_code,
       s.items, s.amount_ore / 100.0 AS amount, p.commission_bp / 10000.0 AS commission_rate,
       round(s.amount_ore * p.commission_bp / 10000.0) / 100.0 AS commission,
       (s.amount_ore - round(s.amount_ore * p.commission_bp / 10000.0)) / 100.0 AS amount_due
FROM partner_sales_weekly s
JOIN partners p ON p.partner_id = s.partner_id
JOIN agencies a ON a.agency_number = s.agency_number;

CREATE VIEW rpt_telecash AS
SELECT agency_number, day, terminal_id, deposits, deposit_ore / 100.0 AS deposit_amount, withdrawals,
       withdrawal_ore / 100.0 AS withdrawal_amount, (deposit_ore - withdrawal_ore) / 100.0 AS net
FROM telecash_daily;

CREATE VIEW rpt_eid AS
SELECT agency_number, day, substr(day, 1, 7) AS month, identifications, fee_ore / 100.0 AS fee FROM eid_daily;

CREATE VIEW rpt_new_customers AS
SELECT agency_number, month_start, substr(month_start, 1, 7) AS month, customer_type, new_customers,
       per_customer_ore / 100.0 AS commission_per_customer, new_customers * per_customer_ore / 100.0 AS commission
FROM new_customers_monthly;

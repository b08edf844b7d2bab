-- The demo data's calendar (server/seed/seed-calendar.ts): the day the database was created, which every seeded date is
-- relative to, and the last day that holds report data (each start tops it up to yesterday).
CREATE TABLE seed_calendar (
  id                 INTEGER PRIMARY KEY CHECK (id = 1),
  created_day        TEXT NOT NULL,
  reporting_last_day TEXT
);

-- A store seeded before this migration held two years ending on the fixed seed date 2026-11-01: it counts as created on
-- 2026-11-02 and is topped up from the last day it holds.
INSERT INTO seed_calendar (id, created_day, reporting_last_day)
  SELECT 1, '2026-11-02', (SELECT max(sale_date) FROM sales_daily) WHERE EXISTS (SELECT 1 FROM users);

-- Replaced by seed_calendar.
DROP TABLE reporting_seed;

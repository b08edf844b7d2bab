-- 012 on PostgreSQL: the demo data's calendar (server/seed/seed-calendar.ts), as SQLite's 012_seed_calendar.sql: the
-- day the database was created, which every seeded date is relative to, and the last day that holds report data.
-- (SQLite's back-fill for stores seeded before it has nothing to fill here: no PostgreSQL store predates it.)
CREATE TABLE seed_calendar (
  id                 integer PRIMARY KEY CHECK (id = 1),
  created_day        text NOT NULL,
  reporting_last_day text
);

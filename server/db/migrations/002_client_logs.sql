-- 002: log lines the SPA posts to /log (spec part 1 §7 "Client logging"). A ring buffer: the route keeps
-- at most a fixed number of rows by deleting the oldest ids on insert, so the table never grows unbounded.
-- created_at is ISO-8601 UTC from the server clock; time/timestamp are the client's own, as sent.
CREATE TABLE client_logs (
  id              INTEGER PRIMARY KEY,
  created_at      TEXT NOT NULL,
  username        TEXT,
  log_level       TEXT NOT NULL CHECK (log_level IN ('error', 'warn', 'info')),
  msg             TEXT NOT NULL,
  error           TEXT,
  client_time     TEXT,
  client_timestamp TEXT,
  browser         TEXT,
  browser_version TEXT,
  os              TEXT,
  url             TEXT
);

-- 017: the login rate limits' counters (SQLite's 017; issue 27, item 1): per IP and per username (or known browser),
-- one row per bucket and window, so every portal instance on the database counts the same attempts.
CREATE TABLE login_rate_limits (
  bucket         text PRIMARY KEY,
  hits           integer NOT NULL,
  window_ends_at bigint NOT NULL
);
CREATE INDEX login_rate_limits_window_ends ON login_rate_limits (window_ends_at);

-- 017: the login rate limits' counters (issue 27, item 1): per IP and per username (or known browser), one row per
-- bucket and window, so every process and every portal instance on the database counts the same attempts.
-- A hit is one INSERT … ON CONFLICT DO UPDATE that starts a new window once the old one has ended (server/repositories/
-- login-rate-limit-repository.ts); rows whose window has ended are pruned a few at a time by later hits.
CREATE TABLE login_rate_limits (
  bucket         TEXT PRIMARY KEY,
  hits           INTEGER NOT NULL,
  window_ends_at BIGINT NOT NULL
);
CREATE INDEX login_rate_limits_window_ends ON login_rate_limits (window_ends_at);

-- 005: hardening (issue 9, docs/security.md).
-- A temporary login lock that grows: locked_until (epoch ms) ends it; lock_count doubles the next one. The `locked`
-- column stays the lock that only a one-time password lifts (set by staff); failed_logins counts reserved attempts.
ALTER TABLE users ADD COLUMN locked_until INTEGER;
ALTER TABLE users ADD COLUMN lock_count INTEGER NOT NULL DEFAULT 0;

-- Single-use tickets (the webmail link): a jti is recorded until it expires, so a replayed ticket is refused.
CREATE TABLE used_tickets (
  jti        TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

-- 013: known browsers (issue 23, item 6; OWASP "Slow Down Online Guessing Attacks with Device Cookies").
-- A browser that logged in as a user holds a device cookie; its SHA-256 is kept here. A login from it counts its
-- attempts and lock in this row instead of the user's, so a guesser elsewhere cannot keep the user out.
-- Portable SQL: epoch milliseconds as BIGINT, the username as stored in users (compared case-insensitively in code).
CREATE TABLE login_devices (
  device_hash   TEXT PRIMARY KEY,
  username      TEXT NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  created_at    BIGINT NOT NULL,
  expires_at    BIGINT NOT NULL,
  failed_logins INTEGER NOT NULL DEFAULT 0,
  lock_count    INTEGER NOT NULL DEFAULT 0,
  locked_until  BIGINT
);
CREATE INDEX login_devices_username ON login_devices (username);
CREATE INDEX login_devices_expires ON login_devices (expires_at);

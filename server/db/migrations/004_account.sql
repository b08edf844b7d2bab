-- 004: mandatory education (spec part 1 §4, part 2 §3) for the embedded learning service, and its single-use SSO tokens.
-- Dates are yyyy-MM-dd text; progress is the percentage the learning service reports (0 = not started).

CREATE TABLE courses (
  course_id     TEXT PRIMARY KEY,
  course_name   TEXT NOT NULL,
  mandatory     INTEGER NOT NULL DEFAULT 1 CHECK (mandatory IN (0, 1)),
  -- A completion is valid this many days from the day it is completed.
  validity_days INTEGER NOT NULL CHECK (validity_days > 0),
  sort_order    INTEGER NOT NULL
);

-- Invented course catalogue (the spec names no courses). Reference data, so it lives in the migration.
INSERT INTO courses (course_id, course_name, validity_days, sort_order) VALUES
  ('SPELANSVAR', 'Ansvarsfullt spelande', 365, 1),
  ('ALDERSKONTROLL', 'Ålderskontroll och legitimation', 365, 2),
  ('PENNINGTVATT', 'Åtgärder mot penningtvätt', 365, 3);

-- No row for a user and course = not started (progress 0, no validUntil), so new staff need no rows.
CREATE TABLE course_progress (
  username     TEXT NOT NULL COLLATE NOCASE REFERENCES users (username) ON DELETE CASCADE,
  course_id    TEXT NOT NULL REFERENCES courses (course_id),
  progress     REAL NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 100),
  valid_until  TEXT,
  completed_at TEXT,
  PRIMARY KEY (username, course_id)
);

-- A learning-service SSO token is accepted once: its jti is recorded until it expires.
CREATE TABLE learning_token_uses (
  jti        TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);

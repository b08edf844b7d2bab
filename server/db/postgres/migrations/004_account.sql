-- 004 on PostgreSQL: mandatory education and the learning service's single-use SSO tokens, as SQLite's 004_account.sql.
-- Dates are yyyy-MM-dd text; progress is the percentage the learning service reports (0 = not started).

CREATE TABLE courses (
  course_id     text PRIMARY KEY,
  course_name   text NOT NULL,
  mandatory     integer NOT NULL DEFAULT 1 CHECK (mandatory IN (0, 1)),
  -- A completion is valid this many days from the day it is completed.
  validity_days integer NOT NULL CHECK (validity_days > 0),
  sort_order    integer NOT NULL
);

-- Invented course catalogue (the spec names no courses). Reference data, so it lives in the migration.
INSERT INTO courses (course_id, course_name, validity_days, sort_order) VALUES
  ('SPELANSVAR', 'Ansvarsfullt spelande', 365, 1),
  ('ALDERSKONTROLL', 'Ålderskontroll och legitimation', 365, 2),
  ('PENNINGTVATT', 'Åtgärder mot penningtvätt', 365, 3);

-- No row for a user and course = not started (progress 0, no validUntil), so new staff need no rows.
CREATE TABLE course_progress (
  username     citext NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  course_id    text NOT NULL REFERENCES courses (course_id),
  progress     double precision NOT NULL DEFAULT 0 CHECK (progress >= 0 AND progress <= 100),
  valid_until  text,
  completed_at text,
  PRIMARY KEY (username, course_id)
);

-- A learning-service SSO token is accepted once: its jti is recorded until it expires (epoch ms).
CREATE TABLE learning_token_uses (
  jti        text PRIMARY KEY,
  expires_at bigint NOT NULL
);

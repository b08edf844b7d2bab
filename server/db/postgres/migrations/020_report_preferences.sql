-- 020: the parameters and format a user last chose for a report (SQLite's 020; issue 41 §3).
CREATE TABLE report_preferences (
  username    text NOT NULL,
  report_code text NOT NULL,
  format      text NOT NULL,
  values_json text NOT NULL,
  used_at     bigint NOT NULL,
  PRIMARY KEY (username, report_code)
);

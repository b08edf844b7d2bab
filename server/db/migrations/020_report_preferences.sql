-- 020: the parameters and format a user last chose for a report (issue 41 §3), restored on any device.
-- values_json holds the form's values, checked against the report's definition before they are stored.
CREATE TABLE report_preferences (
  username    TEXT NOT NULL,
  report_code TEXT NOT NULL,
  format      TEXT NOT NULL,
  values_json TEXT NOT NULL,
  used_at     BIGINT NOT NULL,
  PRIMARY KEY (username, report_code)
);

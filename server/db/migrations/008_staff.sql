-- 008: staff administration (spec part 2 §2 "Staff list", §3, §7 "Staff and education").

-- The population register the person lookup (POST /person) answers from. protected = a protected identity
-- (skyddad identitet): the lookup answers 403 and the names are typed by hand.
CREATE TABLE population_register (
  ssn         TEXT PRIMARY KEY CHECK (length(ssn) = 12 AND ssn NOT GLOB '*[^0-9]*'),
  firstname   TEXT NOT NULL,
  lastname    TEXT NOT NULL,
  protected   INTEGER NOT NULL DEFAULT 0 CHECK (protected IN (0, 1))
);

-- Who changed whom and when: one row per staff-administration write (create, update, one-time password, delete).
-- No foreign keys: a row outlives the deleted user it is about.
CREATE TABLE staff_audit (
  id             INTEGER PRIMARY KEY,
  at             TEXT NOT NULL,
  actor          TEXT NOT NULL,
  actor_roles    TEXT NOT NULL CHECK (json_valid(actor_roles)),
  agency_number  TEXT NOT NULL,
  target         TEXT NOT NULL,
  action         TEXT NOT NULL CHECK (action IN ('create', 'update', 'one-time-password', 'delete')),
  -- The changed fields as a JSON object of { field: [before, after] }; never a password or its hash.
  changes        TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(changes))
);
CREATE INDEX staff_audit_agency ON staff_audit (agency_number, at);
CREATE INDEX staff_audit_target ON staff_audit (target COLLATE NOCASE, at);

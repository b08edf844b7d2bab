-- 013: the person lookup's audit (issue 23, finding 4; docs/security.md): one row per lookup in the population
-- register, who looked up which personal number for which agency and what the register answered. The rows are also
-- the lookup's rate limit (per user and per agency), so it holds across restarts and processes.
CREATE TABLE person_lookup_audit (
  at             TEXT NOT NULL,
  actor          TEXT NOT NULL,
  agency_number  TEXT NOT NULL,
  ssn            TEXT NOT NULL,
  outcome        TEXT NOT NULL CHECK (outcome IN ('found', 'protected', 'not-found'))
);
CREATE INDEX person_lookup_audit_actor ON person_lookup_audit (actor, at);
CREATE INDEX person_lookup_audit_agency ON person_lookup_audit (agency_number, at);

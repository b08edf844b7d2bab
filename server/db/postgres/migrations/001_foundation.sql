-- 001 on PostgreSQL: chains, agencies, users and the authorization server's state, as SQLite's 001_foundation.sql,
-- 005_hardening.sql and 013_login_devices.sql leave them (same tables, columns in the same order, checks and indexes).
-- These files give PostgreSQL the schema that server/db/migrations gives SQLite; a later schema change adds one file to
-- each folder under the same number (016_x.sql in both), and test/server/db/schemas-match.pg.test.ts keeps them equal.
-- Type rules (server/db/postgres/README.md): flags integer 0/1, ISO dates and instants text, epoch milliseconds bigint.

-- Usernames match case-insensitively everywhere, as SQLite's COLLATE NOCASE makes them: citext for equality, LIKE and
-- ORDER BY, in users and every column that references it (a text column cannot reference a citext key; SQLite's
-- foreign keys compare with the key's NOCASE too). The collation nocase lets `COLLATE NOCASE` in SQL (an index, a query) mean the same on both databases.
CREATE EXTENSION IF NOT EXISTS citext;
CREATE COLLATION nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false);

-- SQLite's json_valid(text) and json_type(text), so a CHECK reads the same on both (json_type: PostgreSQL's names,
-- 'array' and 'object' as SQLite's; NULL for text that is not JSON).
CREATE FUNCTION json_valid(value text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  PERFORM value::json;
  RETURN true;
EXCEPTION WHEN others THEN
  RETURN false;
END $$;

CREATE FUNCTION json_type(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT AS $$
BEGIN
  RETURN json_typeof(value::json);
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;

-- chain_id is given by the agency data (chain 0: no chain), never generated.
CREATE TABLE chains (
  chain_id   integer PRIMARY KEY CHECK (chain_id >= 0),
  chain_name text NOT NULL
);

CREATE TABLE agencies (
  agency_number           text PRIMARY KEY CHECK (agency_number ~ '^[0-9]+$'),
  agency_name             text NOT NULL,
  agency_type             text NOT NULL DEFAULT '',
  revenue_segment         text NOT NULL DEFAULT '',
  campaign_segment        text NOT NULL DEFAULT '',
  category_name           text NOT NULL DEFAULT '',
  retail_chain_id         integer NOT NULL DEFAULT 0 REFERENCES chains (chain_id),
  betting_manager         text NOT NULL DEFAULT '',
  betting_manager_user_id text NOT NULL DEFAULT '',
  betting_manager_phone   text NOT NULL DEFAULT '',
  agency_phone            text NOT NULL DEFAULT '',
  agency_email            text NOT NULL DEFAULT '',
  weekday_opening         text NOT NULL CHECK (length(weekday_opening) = 4),
  weekday_closing         text NOT NULL CHECK (length(weekday_closing) = 4),
  sat_opening             text NOT NULL CHECK (length(sat_opening) = 4),
  sat_closing             text NOT NULL CHECK (length(sat_closing) = 4),
  sun_opening             text NOT NULL CHECK (length(sun_opening) = 4),
  sun_closing             text NOT NULL CHECK (length(sun_closing) = 4),
  agency_address          text NOT NULL DEFAULT '',
  agency_zip_code         text NOT NULL DEFAULT '',
  agency_city             text NOT NULL DEFAULT '',
  visiting_address        text NOT NULL DEFAULT '',
  visiting_postal_number  text NOT NULL DEFAULT '',
  visiting_city           text NOT NULL DEFAULT '',
  invoice_address         text NOT NULL DEFAULT '',
  invoice_postal_number   text NOT NULL DEFAULT '',
  invoice_city            text NOT NULL DEFAULT '',
  invoice_recipient       text NOT NULL DEFAULT '',
  invoice_reference       text NOT NULL DEFAULT '',
  invoice_care_of         text NOT NULL DEFAULT '',
  invoice_store_number    text NOT NULL DEFAULT '',
  share_agency_report     integer NOT NULL DEFAULT 0 CHECK (share_agency_report IN (0, 1)),
  version                 integer NOT NULL DEFAULT 1
);

-- gdpr_accept_date: NULL = not defined, '' = defined but empty (the GDPR gate). locked_until (epoch ms) ends a
-- temporary login lock and lock_count doubles the next one (SQLite's 005); `locked` is lifted by a one-time password only.
CREATE TABLE users (
  username               citext PRIMARY KEY,
  firstname              text NOT NULL,
  lastname               text NOT NULL,
  alias                  text,
  mobile                 text,
  roles                  text NOT NULL CHECK (json_valid(roles) AND json_type(roles) = 'array'),
  social_security_number text,
  person_id              text,
  password_hash          text NOT NULL,
  password_expire_date   text,
  force_password_change  integer NOT NULL DEFAULT 0 CHECK (force_password_change IN (0, 1)),
  gdpr_accept_date       text,
  store_chain_id         integer REFERENCES chains (chain_id),
  agency_number          text REFERENCES agencies (agency_number),
  partner                text,
  locked                 integer NOT NULL DEFAULT 0 CHECK (locked IN (0, 1)),
  failed_logins          integer NOT NULL DEFAULT 0,
  last_login_date        text,
  version                integer NOT NULL DEFAULT 1,
  locked_until           bigint,
  lock_count             integer NOT NULL DEFAULT 0
);
CREATE INDEX users_agency ON users (agency_number);

CREATE TABLE password_history (
  id            bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  username      citext NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at    bigint NOT NULL
);
CREATE INDEX password_history_user ON password_history (username, created_at);

-- One row per started login (authorize request); completed_at is set when a code is issued.
CREATE TABLE auth_flows (
  flow_id        text PRIMARY KEY,
  client_id      text NOT NULL,
  redirect_uri   text NOT NULL,
  code_challenge text NOT NULL,
  state          text NOT NULL,
  created_at     bigint NOT NULL,
  expires_at     bigint NOT NULL,
  completed_at   bigint
);

-- Only the SHA-256 of a code is kept, so a database read does not yield usable codes.
CREATE TABLE auth_codes (
  code_hash      text PRIMARY KEY,
  flow_id        text NOT NULL REFERENCES auth_flows (flow_id) ON DELETE CASCADE,
  client_id      text NOT NULL,
  redirect_uri   text NOT NULL,
  code_challenge text NOT NULL,
  username       citext NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  created_at     bigint NOT NULL,
  expires_at     bigint NOT NULL,
  used_at        bigint
);

CREATE TABLE refresh_tokens (
  token_hash        text PRIMARY KEY,
  family_id         text NOT NULL,
  username          citext NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  client_id         text NOT NULL,
  code_hash         text,
  created_at        bigint NOT NULL,
  family_expires_at bigint NOT NULL,
  used_at           bigint,
  revoked_at        bigint
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_code ON refresh_tokens (code_hash);

-- ES256 key pair generated once, so a restart keeps issued tokens valid.
CREATE TABLE signing_keys (
  kid         text PRIMARY KEY,
  alg         text NOT NULL CHECK (alg = 'ES256'),
  private_jwk text NOT NULL,
  public_jwk  text NOT NULL,
  created_at  bigint NOT NULL,
  active      integer NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

-- Single-use tickets (the webmail link): a jti is recorded until it expires, so a replayed ticket is refused.
CREATE TABLE used_tickets (
  jti        text PRIMARY KEY,
  expires_at bigint NOT NULL
);

-- Known browsers (SQLite's 013): a login from one counts its attempts and lock here instead of in the user's row.
CREATE TABLE login_devices (
  device_hash   text PRIMARY KEY,
  username      citext NOT NULL REFERENCES users (username) ON DELETE CASCADE,
  created_at    bigint NOT NULL,
  expires_at    bigint NOT NULL,
  failed_logins integer NOT NULL DEFAULT 0,
  lock_count    integer NOT NULL DEFAULT 0,
  locked_until  bigint
);
CREATE INDEX login_devices_username ON login_devices (username);
CREATE INDEX login_devices_expires ON login_devices (expires_at);

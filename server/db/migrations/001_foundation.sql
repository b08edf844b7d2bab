-- 001: chains, agencies, users and the authorization server's state.
-- Times in the auth tables are epoch milliseconds (cheap comparisons); business dates are yyyy-MM-dd text.

CREATE TABLE chains (
  chain_id   INTEGER PRIMARY KEY CHECK (chain_id >= 0),
  chain_name TEXT NOT NULL
);

-- retailChainName is not stored: it is read from chains by join (one source of truth).
CREATE TABLE agencies (
  agency_number           TEXT PRIMARY KEY CHECK (agency_number GLOB '[0-9]*' AND agency_number NOT GLOB '*[^0-9]*'),
  agency_name             TEXT NOT NULL,
  agency_type             TEXT NOT NULL DEFAULT '',
  revenue_segment         TEXT NOT NULL DEFAULT '',
  campaign_segment        TEXT NOT NULL DEFAULT '',
  category_name           TEXT NOT NULL DEFAULT '',
  retail_chain_id         INTEGER NOT NULL DEFAULT 0 REFERENCES chains (chain_id),
  betting_manager         TEXT NOT NULL DEFAULT '',
  betting_manager_user_id TEXT NOT NULL DEFAULT '',
  betting_manager_phone   TEXT NOT NULL DEFAULT '',
  agency_phone            TEXT NOT NULL DEFAULT '',
  agency_email            TEXT NOT NULL DEFAULT '',
  weekday_opening         TEXT NOT NULL CHECK (length(weekday_opening) = 4),
  weekday_closing         TEXT NOT NULL CHECK (length(weekday_closing) = 4),
  sat_opening             TEXT NOT NULL CHECK (length(sat_opening) = 4),
  sat_closing             TEXT NOT NULL CHECK (length(sat_closing) = 4),
  sun_opening             TEXT NOT NULL CHECK (length(sun_opening) = 4),
  sun_closing             TEXT NOT NULL CHECK (length(sun_closing) = 4),
  agency_address          TEXT NOT NULL DEFAULT '',
  agency_zip_code         TEXT NOT NULL DEFAULT '',
  agency_city             TEXT NOT NULL DEFAULT '',
  visiting_address        TEXT NOT NULL DEFAULT '',
  visiting_postal_number  TEXT NOT NULL DEFAULT '',
  visiting_city           TEXT NOT NULL DEFAULT '',
  invoice_address         TEXT NOT NULL DEFAULT '',
  invoice_postal_number   TEXT NOT NULL DEFAULT '',
  invoice_city            TEXT NOT NULL DEFAULT '',
  invoice_recipient       TEXT NOT NULL DEFAULT '',
  invoice_reference       TEXT NOT NULL DEFAULT '',
  invoice_care_of         TEXT NOT NULL DEFAULT '',
  invoice_store_number    TEXT NOT NULL DEFAULT '',
  share_agency_report     INTEGER NOT NULL DEFAULT 0 CHECK (share_agency_report IN (0, 1)),
  version                 INTEGER NOT NULL DEFAULT 1
);

-- NOCASE: usernames match case-insensitively everywhere (they are ASCII).
-- gdpr_accept_date: NULL = not defined, '' = defined but empty (the GDPR gate).
CREATE TABLE users (
  username               TEXT PRIMARY KEY COLLATE NOCASE,
  firstname              TEXT NOT NULL,
  lastname               TEXT NOT NULL,
  alias                  TEXT,
  mobile                 TEXT,
  roles                  TEXT NOT NULL CHECK (json_valid(roles) AND json_type(roles) = 'array'),
  social_security_number TEXT,
  person_id              TEXT,
  password_hash          TEXT NOT NULL,
  password_expire_date   TEXT,
  force_password_change  INTEGER NOT NULL DEFAULT 0 CHECK (force_password_change IN (0, 1)),
  gdpr_accept_date       TEXT,
  store_chain_id         INTEGER REFERENCES chains (chain_id),
  agency_number          TEXT REFERENCES agencies (agency_number),
  partner                TEXT,
  locked                 INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1)),
  failed_logins          INTEGER NOT NULL DEFAULT 0,
  last_login_date        TEXT,
  version                INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX users_agency ON users (agency_number);

CREATE TABLE password_history (
  id            INTEGER PRIMARY KEY,
  username      TEXT NOT NULL COLLATE NOCASE REFERENCES users (username) ON DELETE CASCADE,
  password_hash TEXT NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX password_history_user ON password_history (username, created_at);

-- One row per started login (authorize request); completed_at is set when a code is issued.
CREATE TABLE auth_flows (
  flow_id        TEXT PRIMARY KEY,
  client_id      TEXT NOT NULL,
  redirect_uri   TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  state          TEXT NOT NULL,
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  completed_at   INTEGER
);

-- Only the SHA-256 of a code is kept, so a database read does not yield usable codes.
CREATE TABLE auth_codes (
  code_hash      TEXT PRIMARY KEY,
  flow_id        TEXT NOT NULL REFERENCES auth_flows (flow_id) ON DELETE CASCADE,
  client_id      TEXT NOT NULL,
  redirect_uri   TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  username       TEXT NOT NULL COLLATE NOCASE REFERENCES users (username) ON DELETE CASCADE,
  created_at     INTEGER NOT NULL,
  expires_at     INTEGER NOT NULL,
  used_at        INTEGER
);

CREATE TABLE refresh_tokens (
  token_hash        TEXT PRIMARY KEY,
  family_id         TEXT NOT NULL,
  username          TEXT NOT NULL COLLATE NOCASE REFERENCES users (username) ON DELETE CASCADE,
  client_id         TEXT NOT NULL,
  code_hash         TEXT,
  created_at        INTEGER NOT NULL,
  family_expires_at INTEGER NOT NULL,
  used_at           INTEGER,
  revoked_at        INTEGER
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_code ON refresh_tokens (code_hash);

-- ES256 key pair generated once, so a restart keeps issued tokens valid.
CREATE TABLE signing_keys (
  kid         TEXT PRIMARY KEY,
  alg         TEXT NOT NULL CHECK (alg = 'ES256'),
  private_jwk TEXT NOT NULL,
  public_jwk  TEXT NOT NULL,
  created_at  INTEGER NOT NULL,
  active      INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1))
);

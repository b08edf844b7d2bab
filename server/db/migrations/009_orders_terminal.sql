-- 009: product orders and terminal parameters (spec part 2 §2 "Orders" and "Terminal parameters", §3, §4).
-- The catalogue is the operator's (seeded); quantities, orders and parameter values are per agency.

CREATE TABLE product_categories (
  category_id INTEGER PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 100),
  sort_order  INTEGER NOT NULL
);

CREATE TABLE articles (
  article_number TEXT PRIMARY KEY CHECK (length(article_number) BETWEEN 1 AND 20 AND article_number NOT GLOB '*[^0-9]*'),
  category_id    INTEGER NOT NULL REFERENCES product_categories (category_id),
  article_name   TEXT NOT NULL CHECK (length(article_name) BETWEEN 1 AND 100),
  -- The most one agency may have on order at once (part 2 §9: at most 999999).
  max_quantity   INTEGER NOT NULL CHECK (max_quantity BETWEEN 0 AND 999999),
  sort_order     INTEGER NOT NULL
);

-- An article with selections is ordered by choosing one (a size); its size_range is what is sent as the quantity.
CREATE TABLE article_selections (
  article_number TEXT NOT NULL REFERENCES articles (article_number) ON DELETE CASCADE,
  size           TEXT NOT NULL CHECK (length(size) BETWEEN 1 AND 60),
  size_range     INTEGER NOT NULL CHECK (size_range BETWEEN 1 AND 999999),
  sort_order     INTEGER NOT NULL,
  PRIMARY KEY (article_number, size_range)
);

-- What an agency has on order now (no row = 0), as GET .../products shows it.
CREATE TABLE agency_article_quantities (
  agency_number  TEXT NOT NULL REFERENCES agencies (agency_number) ON DELETE CASCADE,
  article_number TEXT NOT NULL REFERENCES articles (article_number),
  quantity       INTEGER NOT NULL CHECK (quantity BETWEEN 0 AND 999999),
  PRIMARY KEY (agency_number, article_number)
);

-- Who ordered what and when: one order per save that changed something, one line per changed article.
CREATE TABLE agency_orders (
  order_id      INTEGER PRIMARY KEY,
  agency_number TEXT NOT NULL REFERENCES agencies (agency_number) ON DELETE CASCADE,
  ordered_by    TEXT NOT NULL,
  ordered_at    TEXT NOT NULL
);
CREATE INDEX agency_orders_by_agency ON agency_orders (agency_number, ordered_at);

CREATE TABLE agency_order_lines (
  order_id       INTEGER NOT NULL REFERENCES agency_orders (order_id) ON DELETE CASCADE,
  article_number TEXT NOT NULL REFERENCES articles (article_number),
  quantity       INTEGER NOT NULL CHECK (quantity BETWEEN 0 AND 999999),
  -- The chosen selection's size, for articles ordered by size.
  size           TEXT,
  PRIMARY KEY (order_id, article_number)
);

-- A terminal's parameters; value NULL = the default applies. Names have dots ("receipt.header.line1").
CREATE TABLE terminal_parameters (
  agency_number TEXT NOT NULL REFERENCES agencies (agency_number) ON DELETE CASCADE,
  name          TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100 AND instr(name, ':') = 0),
  value         TEXT CHECK (value IS NULL OR length(value) <= 200),
  default_value TEXT NOT NULL CHECK (length(default_value) <= 200),
  prompt        TEXT NOT NULL CHECK (length(prompt) BETWEEN 1 AND 100),
  description   TEXT CHECK (description IS NULL OR length(description) <= 300),
  -- Checked when stored (RE2 syntax, at most 500 characters) and run by RE2 (linear time) in browser and server.
  regexp        TEXT CHECK (regexp IS NULL OR length(regexp) <= 500),
  sort_order    INTEGER NOT NULL,
  PRIMARY KEY (agency_number, name)
);

CREATE TABLE terminal_parameter_changes (
  change_id     INTEGER PRIMARY KEY,
  agency_number TEXT NOT NULL REFERENCES agencies (agency_number) ON DELETE CASCADE,
  name          TEXT NOT NULL,
  old_value     TEXT,
  new_value     TEXT NOT NULL,
  changed_by    TEXT NOT NULL,
  changed_at    TEXT NOT NULL
);

-- The If-Match version of an agency's order list and parameter list (no row = version 1).
CREATE TABLE agency_form_versions (
  agency_number TEXT NOT NULL REFERENCES agencies (agency_number) ON DELETE CASCADE,
  form          TEXT NOT NULL CHECK (form IN ('orders', 'terminal')),
  version       INTEGER NOT NULL CHECK (version >= 1),
  PRIMARY KEY (agency_number, form)
);

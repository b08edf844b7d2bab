-- 010: the embedded content service (spec part 1 §3 "Content entry", §7 "Content service") in Contentful's
-- delivery shape, its image renditions, and the winners-list archive (spec part 2 §3 "Winners list").

-- One published entry: fields as Contentful's delivery API gives them (links as { sys: { type: 'Link', ... } }).
-- publish_at / unpublish_at are the scheduled window: outside it the entry is not delivered, as in Contentful.
CREATE TABLE content_entries (
  id           TEXT PRIMARY KEY,
  content_type TEXT NOT NULL,
  fields_json  TEXT NOT NULL,
  publish_at   TEXT,
  unpublish_at TEXT,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);
CREATE INDEX content_entries_by_type ON content_entries (content_type);

-- Images, PDFs and videos; width and height only for images.
CREATE TABLE content_assets (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  file_name   TEXT NOT NULL,
  mime_type   TEXT NOT NULL,
  width       INTEGER,
  height      INTEGER,
  bytes       BLOB NOT NULL,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);

-- Resized images by their normalised parameters (w, h, fit, fm, q); bounded by the image route.
CREATE TABLE content_image_renditions (
  asset_id   TEXT NOT NULL REFERENCES content_assets (id) ON DELETE CASCADE,
  variant    TEXT NOT NULL,
  mime_type  TEXT NOT NULL,
  bytes      BLOB NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (asset_id, variant)
);

-- The day the demo content was written relative to; a store holding the version is left untouched.
CREATE TABLE content_seed (
  version   TEXT PRIMARY KEY,
  seed_day  TEXT NOT NULL,
  seeded_at TEXT NOT NULL
);

-- One archived winners list: a game type's draw on a day at a track; results_json holds the rows of the PDF.
CREATE TABLE winners_lists (
  file_id      TEXT PRIMARY KEY,
  game_type    TEXT NOT NULL,
  draw_date    TEXT NOT NULL,
  track_name   TEXT NOT NULL,
  results_json TEXT NOT NULL
);
CREATE INDEX winners_lists_by_game ON winners_lists (game_type, draw_date);

-- 010 on PostgreSQL: the embedded content service, its image renditions and the winners-list archive, as SQLite's
-- 010_content.sql. Instants are ISO-8601 text; files are bytea (SQLite's BLOB).

-- One published entry: fields as Contentful's delivery API gives them. publish_at / unpublish_at: the scheduled window.
CREATE TABLE content_entries (
  id           text PRIMARY KEY,
  content_type text NOT NULL,
  fields_json  text NOT NULL,
  publish_at   text,
  unpublish_at text,
  created_at   text NOT NULL,
  updated_at   text NOT NULL
);
CREATE INDEX content_entries_by_type ON content_entries (content_type);

-- Images, PDFs and videos; width and height only for images.
CREATE TABLE content_assets (
  id          text PRIMARY KEY,
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  file_name   text NOT NULL,
  mime_type   text NOT NULL,
  width       integer,
  height      integer,
  bytes       bytea NOT NULL,
  created_at  text NOT NULL,
  updated_at  text NOT NULL
);

-- Resized images by their normalised parameters (w, h, fit, fm, q); bounded by the image route.
CREATE TABLE content_image_renditions (
  asset_id   text NOT NULL REFERENCES content_assets (id) ON DELETE CASCADE,
  variant    text NOT NULL,
  mime_type  text NOT NULL,
  bytes      bytea NOT NULL,
  created_at text NOT NULL,
  PRIMARY KEY (asset_id, variant)
);

-- The day the demo content was written relative to; a store holding the version is left untouched.
CREATE TABLE content_seed (
  version   text PRIMARY KEY,
  seed_day  text NOT NULL,
  seeded_at text NOT NULL
);

-- One archived winners list: a game type's draw on a day at a track; results_json holds the rows of the PDF.
CREATE TABLE winners_lists (
  file_id      text PRIMARY KEY,
  game_type    text NOT NULL,
  draw_date    text NOT NULL,
  track_name   text NOT NULL,
  results_json text NOT NULL
);
CREATE INDEX winners_lists_by_game ON winners_lists (game_type, draw_date);

// Renditions kept on disk, so a picture is rendered once and then read as a file (issue 23 item 1). One folder per
// server instance (next to the database by default); bounded in bytes and in files, least recently used removed first.
import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface RenditionCacheOptions {
  dir: string;
  maxBytes: number;
  /** Also bounds the in-memory index: tiny renditions must not make it grow without end. */
  maxFiles: number;
}

export const DEFAULT_RENDITION_CACHE_MB = 256;
export const DEFAULT_RENDITION_CACHE_FILES = 20_000;

const CACHE_FILE = /^[0-9a-f]{64}\.[a-z]{3,4}$/;

export function createRenditionCache({ dir, maxBytes, maxFiles }: RenditionCacheOptions) {
  mkdirSync(dir, { recursive: true });
  // File name → size, in least-recently-used order (a Map keeps insertion order; a hit moves the name to the end).
  const index = new Map<string, number>();
  let bytes = 0;
  // What an earlier run left: kept, oldest first; half-written temporary files removed.
  const found = readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!CACHE_FILE.test(name)) {
      if (name.endsWith('.tmp')) unlinkSync(path);
      return [];
    }
    const stat = statSync(path);
    return [{ name, size: stat.size, used: stat.mtimeMs }];
  }).sort((a, b) => a.used - b.used);
  for (const { name, size } of found) {
    index.set(name, size);
    bytes += size;
  }
  // Bounds lowered since the last run apply at once.
  for (const [name, size] of index) {
    if (bytes <= maxBytes && index.size <= maxFiles) break;
    index.delete(name);
    bytes -= size;
    unlinkSync(join(dir, name));
  }

  const forget = (name: string) => {
    const size = index.get(name);
    if (size === undefined) return;
    index.delete(name);
    bytes -= size;
  };
  const evict = async () => {
    while (bytes > maxBytes || index.size > maxFiles) {
      const oldest = index.keys().next().value;
      if (oldest === undefined) return;
      forget(oldest);
      await unlink(join(dir, oldest)).catch(() => undefined);
    }
  };
  let temporaries = 0;

  return {
    /** The kept bytes, or undefined when the file was never written, was evicted, or is gone from the folder. */
    async read(name: string): Promise<Buffer | undefined> {
      const size = index.get(name);
      if (size === undefined) return undefined;
      try {
        const content = await readFile(join(dir, name));
        index.delete(name);
        index.set(name, size);
        return content;
      } catch {
        forget(name);
        return undefined;
      }
    },
    /** Written whole or not at all (a temporary file renamed), then the least recently used go past the bounds. */
    async write(name: string, content: Buffer): Promise<void> {
      if (!CACHE_FILE.test(name) || content.length > maxBytes) return;
      temporaries += 1;
      const temporary = join(dir, `${name}.${process.pid}.${temporaries}.tmp`);
      await writeFile(temporary, content);
      await rename(temporary, join(dir, name));
      forget(name);
      index.set(name, content.length);
      bytes += content.length;
      await evict();
    },
    stats: () => ({ files: index.size, bytes }),
  };
}

export type RenditionCache = ReturnType<typeof createRenditionCache>;

// The embedded store read once and kept until the content changes (issue 23, item 2): every delivered entry parsed
// once, by id and by content type, and the answers given from it. A write to the content (seen through the change
// clock, then the content's version) or an entry's scheduled window opening or closing makes the next query read it again.
import type { ContentRepository } from '../repositories/content-repository.js';
import type { CdaAsset, CdaCollection, CdaEntry } from './cda-types.js';
import { toCdaAsset, toCdaEntry, type LocalContent } from './local-content-service.js';

/** Answers kept per snapshot; past it the oldest go (a query carrying the time of day is a new key every time). */
export const MAX_CACHED_ANSWERS = 200;

export interface ContentSnapshot extends LocalContent {
  /** The answer under `key` (query and audience), computed once per snapshot. */
  answer(key: string, compute: () => CdaCollection): CdaCollection;
}

interface Kept {
  generation: number;
  version: string;
  from: number;
  until: number;
  snapshot: ContentSnapshot;
}

function readSnapshot(repo: ContentRepository, now: Date): ContentSnapshot {
  const entries = new Map<string, CdaEntry>();
  const byType = new Map<string, CdaEntry[]>();
  for (const row of repo.deliveredEntries(now)) {
    const entry = toCdaEntry(row);
    entries.set(entry.sys.id, entry);
    const ofType = byType.get(row.content_type);
    if (ofType === undefined) byType.set(row.content_type, [entry]);
    else ofType.push(entry);
  }
  const assets = new Map<string, CdaAsset>(repo.assets().map((row) => [row.id, toCdaAsset(row)]));
  const answers = new Map<string, CdaCollection>();
  return {
    entry: (id) => entries.get(id),
    asset: (id) => assets.get(id),
    entriesOfType: (contentType) => byType.get(contentType) ?? [],
    answer(key, compute) {
      const known = answers.get(key);
      if (known !== undefined) return known;
      const computed = compute();
      answers.set(key, computed);
      if (answers.size > MAX_CACHED_ANSWERS) answers.delete(answers.keys().next().value as string);
      return computed;
    },
  };
}

const kept = new WeakMap<ContentRepository, Kept>();

/**
 * The store's content as delivered at `now`: the kept snapshot while the schedule stands still and the database has not
 * changed, or has changed elsewhere only (a login's write leaves the content's version as it was).
 */
export function contentSnapshot(repo: ContentRepository, now: Date): ContentSnapshot {
  const at = now.getTime();
  const generation = repo.changeClock();
  const current = kept.get(repo);
  if (current !== undefined && current.from <= at && at < current.until) {
    if (current.generation === generation) return current.snapshot;
    if (current.version === repo.contentVersion()) {
      current.generation = generation;
      return current.snapshot;
    }
  }
  const version = repo.contentVersion();
  const { from, until } = repo.scheduleAround(now);
  const snapshot = readSnapshot(repo, now);
  // Keep it only if nothing was written while it was read.
  if (repo.changeClock() === generation) kept.set(repo, { generation, version, from, until, snapshot });
  return snapshot;
}

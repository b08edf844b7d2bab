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

async function readSnapshot(repo: ContentRepository, now: Date): Promise<ContentSnapshot> {
  const [rows, assetRows] = await Promise.all([repo.deliveredEntries(now), repo.assets()]);
  const entries = new Map<string, CdaEntry>();
  const byType = new Map<string, CdaEntry[]>();
  for (const row of rows) {
    const entry = toCdaEntry(row);
    entries.set(entry.sys.id, entry);
    const ofType = byType.get(row.content_type);
    if (ofType === undefined) byType.set(row.content_type, [entry]);
    else ofType.push(entry);
  }
  const assets = new Map<string, CdaAsset>(assetRows.map((row) => [row.id, toCdaAsset(row)]));
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
/** The snapshot being read, per repository: requests that find the kept one outdated at once share one read. */
const reading = new WeakMap<ContentRepository, Promise<Kept>>();

/**
 * The store's content as delivered at `now`: the kept snapshot while the schedule stands still and the database has not
 * changed, or has changed elsewhere only (a login's write leaves the content's version as it was). On PostgreSQL the
 * change clock moves at any commit in the cluster, so a busy database costs one read of the content's version per turn
 * (docs/decisions/databases.md, "The embedded content snapshot on PostgreSQL"). `clockReading`: the request's own
 * (RequestSession), which spares the clock's round trip.
 */
export async function contentSnapshot(repo: ContentRepository, now: Date, clockReading?: string): Promise<ContentSnapshot> {
  const at = now.getTime();
  const generation = await repo.changeClock(clockReading);
  const current = kept.get(repo);
  const inWindow = (candidate: Kept) => candidate.from <= at && at < candidate.until;
  let version: string | undefined;
  if (current !== undefined && inWindow(current)) {
    if (current.generation === generation) return current.snapshot;
    version = await repo.contentVersion();
    if (current.version === version) {
      current.generation = generation;
      return current.snapshot;
    }
  }
  version ??= await repo.contentVersion();
  const pending = reading.get(repo);
  if (pending !== undefined) {
    const shared = await pending.catch(() => undefined);
    if (shared !== undefined && shared.version === version && inWindow(shared)) return shared.snapshot;
  }
  const read = readKept(repo, now, generation, version);
  reading.set(repo, read);
  try {
    const fresh = await read;
    kept.set(repo, fresh);
    return fresh.snapshot;
  } finally {
    if (reading.get(repo) === read) reading.delete(repo);
  }
}

/**
 * Reads under a clock value and a version read before: a write meanwhile leaves the snapshot newer than both, which
 * only costs a comparison of versions at the next query (the clock has moved).
 */
async function readKept(repo: ContentRepository, now: Date, generation: number, version: string): Promise<Kept> {
  const [{ from, until }, snapshot] = await Promise.all([repo.scheduleAround(now), readSnapshot(repo, now)]);
  return { generation, version, from, until, snapshot };
}

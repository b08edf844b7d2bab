import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeClockOf, createChangeCache } from '../../../server/db/change-clock.js';
import { openDatabase, type Db } from '../../../server/db/open-database.js';

// The clock that bounds the change caches (winners files, the content snapshot): a cached read must never outlive a
// write through the store's connection, and another connection's commit must show from the next event-loop turn on.
let dir: string;
let path: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'change-clock-'));
  path = join(dir, 'clock.db');
  db = openDatabase(path);
  db.exec("CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER); INSERT INTO t VALUES ('a', 1)");
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const nextTurn = () => new Promise<void>((resolve) => { setImmediate(resolve); });
/** A commit by another process: a write this connection never ran. */
function writeFromAnotherProcess(sql: string): void {
  const script = `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(path)}); d.pragma('busy_timeout = 5000'); d.exec(${JSON.stringify(sql)}); d.close();`;
  execFileSync(process.execPath, ['-e', script], { cwd: process.cwd() });
}

describe('change clock', () => {
  it('moves at once on every kind of write through the connection (run, get/all with RETURNING, iterate, exec); another connection\'s from the next turn', async () => {
    const clock = changeClockOf(db);
    expect(changeClockOf(db)).toBe(clock);
    const seen = [clock()];
    db.prepare("UPDATE t SET v = 2 WHERE k = 'a'").run();
    seen.push(clock());
    db.prepare("UPDATE t SET v = 3 WHERE k = 'a' RETURNING v").get();
    seen.push(clock());
    db.prepare("INSERT INTO t VALUES ('b', 1) RETURNING k").all();
    seen.push(clock());
    for (const _row of db.prepare("DELETE FROM t WHERE k = 'b' RETURNING k").iterate()) { /* drain */ }
    seen.push(clock());
    db.exec("UPDATE t SET v = 4 WHERE k = 'a'");
    seen.push(clock());
    const other = openDatabase(path);
    other.prepare("UPDATE t SET v = 5 WHERE k = 'a'").run();
    other.close();
    await nextTurn();
    seen.push(clock());
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('stands still on reads', () => {
    const clock = changeClockOf(db);
    const before = clock();
    db.prepare('SELECT v FROM t').all();
    db.prepare("SELECT v FROM t WHERE k = 'a'").get();
    expect(clock()).toBe(before);
  });

  it('sees a commit by another process from the next event-loop turn on, not before', async () => {
    const clock = changeClockOf(db);
    await nextTurn();
    const before = clock();
    writeFromAnotherProcess("UPDATE t SET v = 9 WHERE k = 'a'");
    expect(clock()).toBe(before); // the same turn: data_version was read once for it
    await nextTurn();
    expect(clock()).not.toBe(before);
  });
});

describe('change cache', () => {
  it('serves a value until the database changes, then loads it again', async () => {
    const read = db.prepare<[string], number>('SELECT v FROM t WHERE k = ?').pluck();
    let loads = 0;
    const valueOf = createChangeCache(changeClockOf(db), async (key: string) => { loads += 1; return read.get(key); });
    expect([await valueOf('a'), await valueOf('a'), await valueOf('a')]).toEqual([1, 1, 1]);
    expect(await valueOf('missing')).toBeUndefined();
    expect(await valueOf('missing')).toBeUndefined();
    expect(loads).toBe(2);
    db.prepare("UPDATE t SET v = 7 WHERE k = 'a'").run();
    expect(await valueOf('a')).toBe(7);
    expect(loads).toBe(3);
  });

  it('forgets a value another process changed at the next turn', async () => {
    const read = db.prepare<[string], number>('SELECT v FROM t WHERE k = ?').pluck();
    const valueOf = createChangeCache(changeClockOf(db), async (key: string) => read.get(key));
    await nextTurn();
    expect(await valueOf('a')).toBe(1);
    writeFromAnotherProcess("UPDATE t SET v = 8 WHERE k = 'a'");
    await nextTurn();
    expect(await valueOf('a')).toBe(8);
  });

  it('keeps at most maxEntries keys, forgetting the oldest', async () => {
    let loads = 0;
    const valueOf = createChangeCache(() => 0, async (key: number) => { loads += 1; return key * 2; }, 3);
    for (const key of [1, 2, 3, 4]) await valueOf(key);
    expect(loads).toBe(4);
    await valueOf(4);
    await valueOf(2);
    expect(loads).toBe(4);
    await valueOf(1); // forgotten when 4 came in
    expect(loads).toBe(5);
  });

  it('does not keep a value whose load moved the clock', async () => {
    let generation = 0;
    let loads = 0;
    const valueOf = createChangeCache(() => generation, async (key: string) => { loads += 1; generation += 1; return key; });
    await valueOf('x');
    await valueOf('x');
    expect(loads).toBe(2);
  });

  it('keeps nothing under a clock that moves at every call (PostgreSQL: every read goes to the database)', async () => {
    let generation = 0;
    let loads = 0;
    const valueOf = createChangeCache(() => ++generation, async (key: string) => { loads += 1; return key; });
    await valueOf('x');
    await valueOf('x');
    expect(loads).toBe(2);
  });
});

import type { Db } from '../db/open-database.js';

/** The lists an agency edits as a whole, each with its own If-Match version. */
export type VersionedForm = 'orders' | 'terminal';

/** Versions of an agency's order and parameter lists (no row = version 1). */
export function createFormVersions(db: Db) {
  const read = db.prepare<[string, VersionedForm], { version: number }>('SELECT version FROM agency_form_versions WHERE agency_number = ? AND form = ?');
  const write = db.prepare(`INSERT INTO agency_form_versions (agency_number, form, version) VALUES (?, ?, ?)
    ON CONFLICT (agency_number, form) DO UPDATE SET version = excluded.version`);
  const versionOf = (agencyNumber: string, form: VersionedForm): number => read.get(agencyNumber, form)?.version ?? 1;
  return {
    versionOf,
    /** Moves to the next version only if the list is still at `expected`; call inside the transaction that writes. */
    bumpIf(agencyNumber: string, form: VersionedForm, expected: number): boolean {
      if (versionOf(agencyNumber, form) !== expected) return false;
      write.run(agencyNumber, form, expected + 1);
      return true;
    },
  };
}

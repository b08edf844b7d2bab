import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables.js';

/** The lists an agency edits as a whole, each with its own If-Match version. */
export type VersionedForm = 'orders' | 'terminal';

/** A list's rows with the version they are at: the ETag an answer gives names exactly these rows. */
export interface VersionedList<T> {
  version: number;
  rows: T;
}

/**
 * A list and its version read in one snapshot (REPEATABLE READ on PostgreSQL; an SQLite transaction is one), so a
 * save landing between the two reads cannot pair its version with the rows before it.
 */
export function readVersionedList<T>(db: Kysely<Database>, agencyNumber: string, form: VersionedForm,
  rowsOn: (executor: Transaction<Database>) => Promise<T>): Promise<VersionedList<T>> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(async (trx) =>
    ({ version: await createFormVersions(trx).versionOf(agencyNumber, form), rows: await rowsOn(trx) }));
}

/**
 * Versions of an agency's order and parameter lists (no row = version 1), read and moved on `executor`: the store's
 * Kysely, or the transaction that writes the list.
 */
export function createFormVersions(executor: Kysely<Database> | Transaction<Database>) {
  return {
    async versionOf(agencyNumber: string, form: VersionedForm): Promise<number> {
      const row = await executor.selectFrom('agency_form_versions').select('version')
        .where('agency_number', '=', agencyNumber).where('form', '=', form).executeTakeFirst();
      return row?.version ?? 1;
    },
    /**
     * Moves to the next version only if the list is still at `expected`, in one statement (both databases lock the row,
     * so two saves at one version cannot both pass); call inside the transaction that writes. Answers the version it
     * made, or undefined (nothing moved) when the list is no longer at `expected`.
     */
    async bumpIf(agencyNumber: string, form: VersionedForm, expected: number): Promise<number | undefined> {
      if (expected === 1) {
        // Version 1 may have no row yet: insert version 2, or move an existing row still at 1.
        const row = await executor.insertInto('agency_form_versions').values({ agency_number: agencyNumber, form, version: 2 })
          .onConflict((conflict) => conflict.columns(['agency_number', 'form']).doUpdateSet({ version: 2 })
            .where('agency_form_versions.version', '=', 1))
          .returning('version').executeTakeFirst();
        return row?.version;
      }
      const row = await executor.updateTable('agency_form_versions').set({ version: expected + 1 })
        .where('agency_number', '=', agencyNumber).where('form', '=', form).where('version', '=', expected)
        .returning('version').executeTakeFirst();
      return row?.version;
    },
  };
}

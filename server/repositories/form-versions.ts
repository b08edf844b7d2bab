import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** The lists an agency edits as a whole, each with its own If-Match version. */
export type VersionedForm = 'orders' | 'terminal';

/** Versions of an agency's order and parameter lists (no row = version 1), read and moved on `executor` (a transaction's). */
export function createFormVersions(executor: Kysely<Database>) {
  const versionOf = async (agencyNumber: string, form: VersionedForm): Promise<number> =>
    (await executor.selectFrom('agency_form_versions').select('version')
      .where('agency_number', '=', agencyNumber).where('form', '=', form).executeTakeFirst())?.version ?? 1;
  return {
    versionOf,
    /**
     * Moves to the next version only if the list is still at `expected`; call inside the transaction that writes.
     * One statement, so two saves over the same version cannot both pass: both databases lock the row, and PostgreSQL
     * re-checks the condition after the lock (a read-then-write would let both through under READ COMMITTED).
     */
    async bumpIf(agencyNumber: string, form: VersionedForm, expected: number): Promise<boolean> {
      if (expected === 1) {
        // No row is version 1: insert version 2, or move an existing row that is still at 1.
        const result = await executor.insertInto('agency_form_versions').values({ agency_number: agencyNumber, form, version: 2 })
          .onConflict((conflict) => conflict.columns(['agency_number', 'form']).doUpdateSet({ version: 2 })
            .where('agency_form_versions.version', '=', 1))
          .executeTakeFirst();
        return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
      }
      const result = await executor.updateTable('agency_form_versions').set({ version: expected + 1 })
        .where('agency_number', '=', agencyNumber).where('form', '=', form).where('version', '=', expected)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

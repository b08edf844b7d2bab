import type { TerminalParameter } from '@ombudsportalen/portal/api';
import type { Kysely } from 'kysely';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';
import { createFormVersions, readVersionedList, type VersionedList } from './form-versions.js';
import { serverEngine } from '../engine.js';

const { patternProblem } = serverEngine;

/** A terminal parameter as GET .../terminal/parameters answers it: the contract's (schemas/api/terminal.json). */
export type { TerminalParameter };

export interface ParameterValue {
  name: string;
  value: string;
}

export function createTerminalParameterRepository(store: Store) {
  const { db } = store;
  const parametersOf = (agencyNumber: string, executor: Kysely<Database> = db): Promise<TerminalParameter[]> =>
    executor.selectFrom('terminal_parameters')
      .select(['name', 'value', 'default_value as defaultValue', 'description', 'prompt', 'regexp'])
      .where('agency_number', '=', agencyNumber).orderBy('sort_order').orderBy('name').execute();

  return {
    /** The parameters with their version, as GET answers them. */
    listOf: (agencyNumber: string) => readVersionedList(db, agencyNumber, 'terminal', (trx) => parametersOf(agencyNumber, trx)),

    /**
     * Writes the given values if the list is still at `expectedVersion`, logging each change with who and when. Answers
     * the list as this save left it, or undefined (nothing written) when the version moved on.
     */
    save(agencyNumber: string, expectedVersion: number, values: ParameterValue[], changedBy: string, changedAt: string): Promise<VersionedList<TerminalParameter[]> | undefined> {
      return db.transaction().execute(async (trx) => {
        const version = await createFormVersions(trx).bumpIf(agencyNumber, 'terminal', expectedVersion);
        if (version === undefined) return undefined;
        const current = new Map((await parametersOf(agencyNumber, trx)).map((p) => [p.name, p]));
        for (const { name, value } of values) {
          const held = current.get(name);
          // What applies now (an unset parameter's default) is no change: the default stays the operator's to move.
          if (held === undefined || (held.value ?? held.defaultValue) === value) continue;
          await trx.updateTable('terminal_parameters').set({ value }).where('agency_number', '=', agencyNumber).where('name', '=', name).execute();
          await trx.insertInto('terminal_parameter_changes')
            .values({ agency_number: agencyNumber, name, old_value: held.value, new_value: value, changed_by: changedBy, changed_at: changedAt })
            .execute();
        }
        // Read in the write's transaction, under the version row's lock: no later save is in it.
        return { version, rows: await parametersOf(agencyNumber, trx) };
      });
    },

    changesOf: (agencyNumber: string) => db.selectFrom('terminal_parameter_changes')
      .select(['name', 'old_value as oldValue', 'new_value as newValue', 'changed_by as changedBy', 'changed_at as changedAt'])
      .where('agency_number', '=', agencyNumber).orderBy('change_id').execute(),

    /**
     * Stores an agency's parameters (in this order) where they do not exist; answers how many were added. A regexp is
     * checked when stored: one RE2 cannot run (backreferences, lookaround) or longer than the bound is refused here, so
     * none reaches a browser. One statement per agency; on `executor`: the seed's transaction.
     */
    async insertMissing(agencyNumber: string, parameters: readonly TerminalParameter[], executor: Kysely<Database> = db): Promise<number> {
      for (const { name, regexp } of parameters) {
        const problem = regexp === null ? undefined : patternProblem(regexp);
        if (problem) throw new Error(`terminal parameter ${name}: ${problem}`);
      }
      if (parameters.length === 0) return 0;
      const result = await executor.insertInto('terminal_parameters')
        .values(parameters.map(({ name, value, defaultValue, prompt, description, regexp }, sortOrder) =>
          ({ agency_number: agencyNumber, name, value, default_value: defaultValue, prompt, description, regexp, sort_order: sortOrder })))
        .onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },
  };
}

export type TerminalParameterRepository = ReturnType<typeof createTerminalParameterRepository>;

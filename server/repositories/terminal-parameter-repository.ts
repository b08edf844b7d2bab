import type { TerminalParameter } from '../../portal/api/index.js';
import { patternProblem } from '../../engine/index.js';
import type { Db } from '../db/open-database.js';
import { createFormVersionsSync } from './form-versions.js';

/** A terminal parameter as GET .../terminal/parameters answers it: the contract's (schemas/api/terminal.json). */
export type { TerminalParameter };

export interface ParameterValue {
  name: string;
  value: string;
}

export function createTerminalParameterRepository(db: Db) {
  const versions = createFormVersionsSync(db);
  const listStmt = db.prepare<[string], TerminalParameter>(`SELECT name, value, default_value AS defaultValue, description, prompt, regexp
    FROM terminal_parameters WHERE agency_number = ? ORDER BY sort_order, name`);
  const updateStmt = db.prepare('UPDATE terminal_parameters SET value = ? WHERE agency_number = ? AND name = ?');
  const logStmt = db.prepare(`INSERT INTO terminal_parameter_changes (agency_number, name, old_value, new_value, changed_by, changed_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertStmt = db.prepare(`INSERT OR IGNORE INTO terminal_parameters
    (agency_number, name, value, default_value, prompt, description, regexp, sort_order)
    VALUES (@agencyNumber, @name, @value, @defaultValue, @prompt, @description, @regexp, @sortOrder)`);
  const changesStmt = db.prepare<[string], { name: string; oldValue: string | null; newValue: string; changedBy: string; changedAt: string }>(
    `SELECT name, old_value AS oldValue, new_value AS newValue, changed_by AS changedBy, changed_at AS changedAt
     FROM terminal_parameter_changes WHERE agency_number = ? ORDER BY change_id`);

  return {
    parametersOf: (agencyNumber: string): TerminalParameter[] => listStmt.all(agencyNumber),
    versionOf: (agencyNumber: string) => versions.versionOf(agencyNumber, 'terminal'),

    /** Writes the given values if the list is still at `expectedVersion`, logging each change with who and when. */
    save(agencyNumber: string, expectedVersion: number, values: ParameterValue[], changedBy: string, changedAt: string): boolean {
      return db.transaction(() => {
        if (!versions.bumpIf(agencyNumber, 'terminal', expectedVersion)) return false;
        const current = new Map(listStmt.all(agencyNumber).map((p) => [p.name, p]));
        for (const { name, value } of values) {
          const held = current.get(name);
          // What applies now (an unset parameter's default) is no change: the default stays the operator's to move.
          if (held === undefined || (held.value ?? held.defaultValue) === value) continue;
          updateStmt.run(value, agencyNumber, name);
          logStmt.run(agencyNumber, name, held.value, value, changedBy, changedAt);
        }
        return true;
      })();
    },

    changesOf: (agencyNumber: string) => changesStmt.all(agencyNumber),

    /**
     * Stores a parameter unless it exists. A regexp is checked when stored: one RE2 cannot run (backreferences,
     * lookaround) or longer than the bound is refused here, so none reaches a browser.
     */
    insertIfMissing(agencyNumber: string, parameter: TerminalParameter, sortOrder: number): boolean {
      const problem = parameter.regexp === null ? undefined : patternProblem(parameter.regexp);
      if (problem) throw new Error(`terminal parameter ${parameter.name}: ${problem}`);
      return insertStmt.run({ agencyNumber, ...parameter, sortOrder }).changes === 1;
    },
  };
}

export type TerminalParameterRepository = ReturnType<typeof createTerminalParameterRepository>;

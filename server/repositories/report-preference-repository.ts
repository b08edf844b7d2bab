import type { Store } from '../db/store.js';

/** A user's remembered choices for one report. */
export interface ReportPreference {
  reportCode: string;
  format: 'pdf' | 'xlsx';
  values: Record<string, unknown>;
  usedAt: number;
}

/** Reports a user's choices are kept for at most: the catalogue holds 17, so a full list is never cut short. */
export const MAX_REMEMBERED_REPORTS = 64;

/** The reports' remembered parameters and format per user (migration 020; issue 41 §3). Usernames are upper-cased keys. */
export function createReportPreferenceRepository(store: Store) {
  const { db } = store;
  const key = (username: string) => username.toUpperCase();
  return {
    /** The user's choices, the last used first. */
    async list(username: string): Promise<ReportPreference[]> {
      const rows = await db.selectFrom('report_preferences').selectAll().where('username', '=', key(username))
        .orderBy('used_at', 'desc').orderBy('report_code').limit(MAX_REMEMBERED_REPORTS).execute();
      return rows.map((r) => ({ reportCode: r.report_code, format: r.format === 'xlsx' ? 'xlsx' : 'pdf', values: JSON.parse(r.values_json) as Record<string, unknown>, usedAt: Number(r.used_at) }));
    },
    async save(username: string, pref: ReportPreference): Promise<void> {
      const row = { format: pref.format, values_json: JSON.stringify(pref.values), used_at: pref.usedAt };
      await db.insertInto('report_preferences').values({ username: key(username), report_code: pref.reportCode, ...row })
        .onConflict((c) => c.columns(['username', 'report_code']).doUpdateSet(row)).execute();
    },
    async remove(username: string, reportCode: string): Promise<void> {
      await db.deleteFrom('report_preferences').where('username', '=', key(username)).where('report_code', '=', reportCode).execute();
    },
  };
}

export type ReportPreferenceRepository = ReturnType<typeof createReportPreferenceRepository>;

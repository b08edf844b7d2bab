import type { AgencyInfo, AgencyOverviewEntry } from '../../portal/api/index.js';
import { changeClockOf, createChangeCache } from '../db/change-clock.js';
import type { Db } from '../db/open-database.js';

/** An agency row: the contract's AgencyInfo (schemas/api/agency.json) less the derived segment, plus the row version. */
export type AgencyRecord = Omit<AgencyInfo, 'segment'> & { version: number };

export type NewAgency = Omit<AgencyRecord, 'retailChainName' | 'version'>;

/** What access rules need of an agency: its chain (RETAIL access) and the segment inputs (menu access). */
export type AgencyAccessFacts = Pick<AgencyRecord, 'retailChainId' | 'agencyType' | 'revenueSegment'>;

/** Number prefix or name substring, case-insensitive with Swedish letters (SQLite's lower() is ASCII-only). */
function matchesQuery(entry: AgencyOverviewEntry, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase('sv');
  return entry.agencyNumber.startsWith(wanted) || entry.agencyName.toLocaleLowerCase('sv').includes(wanted);
}

// camelCase field -> snake_case column, one list so SELECT and INSERT cannot drift apart.
const COLUMNS: ReadonlyArray<readonly [keyof NewAgency, string]> = [
  ['agencyNumber', 'agency_number'], ['agencyName', 'agency_name'], ['agencyType', 'agency_type'],
  ['revenueSegment', 'revenue_segment'], ['campaignSegment', 'campaign_segment'], ['categoryName', 'category_name'],
  ['retailChainId', 'retail_chain_id'], ['bettingManager', 'betting_manager'],
  ['bettingManagerUserId', 'betting_manager_user_id'], ['bettingManagerPhone', 'betting_manager_phone'],
  ['agencyPhone', 'agency_phone'], ['agencyEmail', 'agency_email'], ['weekdayOpening', 'weekday_opening'],
  ['weekdayClosing', 'weekday_closing'], ['satOpening', 'sat_opening'], ['satClosing', 'sat_closing'],
  ['sunOpening', 'sun_opening'], ['sunClosing', 'sun_closing'], ['agencyAddress', 'agency_address'],
  ['agencyZipCode', 'agency_zip_code'], ['agencyCity', 'agency_city'], ['visitingAddress', 'visiting_address'],
  ['visitingPostalNumber', 'visiting_postal_number'], ['visitingCity', 'visiting_city'],
  ['invoiceAddress', 'invoice_address'], ['invoicePostalNumber', 'invoice_postal_number'],
  ['invoiceCity', 'invoice_city'], ['invoiceRecipient', 'invoice_recipient'], ['invoiceReference', 'invoice_reference'],
  ['invoiceCareOf', 'invoice_care_of'], ['invoiceStoreNumber', 'invoice_store_number'],
  ['shareAgencyReport', 'share_agency_report'],
];

const SELECT_LIST = COLUMNS.map(([field, column]) => `a.${column} AS "${field}"`).join(', ');

type AgencyRow = Omit<AgencyRecord, 'shareAgencyReport'> & { shareAgencyReport: number };

export function createAgencyRepository(db: Db) {
  const findStmt = db.prepare<[string], AgencyRow>(`
    SELECT ${SELECT_LIST}, c.chain_name AS "retailChainName", a.version AS "version"
    FROM agencies a JOIN chains c ON c.chain_id = a.retail_chain_id WHERE a.agency_number = ?`);
  const factsStmt = db.prepare<[string], AgencyAccessFacts>(`SELECT retail_chain_id AS "retailChainId",
    agency_type AS "agencyType", revenue_segment AS "revenueSegment" FROM agencies WHERE agency_number = ?`);
  const overviewStmt = db.prepare<[], AgencyOverviewEntry>(
    'SELECT agency_number AS "agencyNumber", agency_name AS "agencyName" FROM agencies ORDER BY CAST(agency_number AS INTEGER)');
  const insertStmt = db.prepare(`INSERT OR IGNORE INTO agencies (${COLUMNS.map(([, c]) => c).join(', ')})
    VALUES (${COLUMNS.map(([field]) => `@${field}`).join(', ')})`);
  const insertChainStmt = db.prepare<[number, string]>('INSERT OR IGNORE INTO chains (chain_id, chain_name) VALUES (?, ?)');

  // Kept until the database changes (server/db/change-clock.ts): any write, here or by another process, forgets them.
  const agencies = createChangeCache(changeClockOf(db), (agencyNumber: string): AgencyRecord | undefined => {
    const row = findStmt.get(agencyNumber);
    return row === undefined ? undefined : Object.freeze({ ...row, shareAgencyReport: row.shareAgencyReport === 1 });
  });

  return {
    /** A fresh copy each time (callers may change it); the row itself is read once per change of the database. */
    findByNumber(agencyNumber: string): AgencyRecord | undefined {
      const agency = agencies(agencyNumber);
      return agency === undefined ? undefined : { ...agency };
    },
    /** The kept record itself (frozen, the same object until the database changes): for answers derived from it. */
    findKept(agencyNumber: string): Readonly<AgencyRecord> | undefined {
      return agencies(agencyNumber);
    },
    accessFactsOf(agencyNumber: string): AgencyAccessFacts | undefined {
      return factsStmt.get(agencyNumber);
    },
    /** Every agency by number; `query` keeps those whose number starts with it or whose name contains it. */
    overview(query = ''): AgencyOverviewEntry[] {
      const all = overviewStmt.all();
      return query.trim() === '' ? all : all.filter((entry) => matchesQuery(entry, query));
    },
    /** Seed insert: an existing chain is left untouched. */
    insertChainIfMissing(chainId: number, chainName: string): boolean {
      return insertChainStmt.run(chainId, chainName).changes === 1;
    },
    /** Seed insert: an existing agency is left untouched. */
    insertIfMissing(agency: NewAgency): boolean {
      return insertStmt.run({ ...agency, shareAgencyReport: agency.shareAgencyReport ? 1 : 0 }).changes === 1;
    },
  };
}

export type AgencyRepository = ReturnType<typeof createAgencyRepository>;

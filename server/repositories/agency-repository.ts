import type { AgencyInfo, AgencyOverviewEntry } from '@ombudsportalen/portal/api';
import { sql, type Insertable } from 'kysely';
import { insertedOne } from '../db/dialect.js';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';

/** An agency row: the contract's AgencyInfo (schemas/api/agency.json) less the derived segment, plus the row version. */
export type AgencyRecord = Omit<AgencyInfo, 'segment'> & { version: number };

export type NewAgency = Omit<AgencyRecord, 'retailChainName' | 'version'>;

/**
 * What access rules and report targets need of an agency: its number and name, its chain and whether it shares its
 * reports (RETAIL access), and the segment inputs (menu access). The API guard reads these with every request.
 */
export type AgencyAccessFacts = Pick<AgencyRecord, 'agencyNumber' | 'agencyName' | 'retailChainId' | 'agencyType' | 'revenueSegment' | 'shareAgencyReport'>;
const FACT_FIELDS: ReadonlyArray<keyof AgencyAccessFacts> = ['agencyNumber', 'agencyName', 'retailChainId', 'agencyType', 'revenueSegment', 'shareAgencyReport'];

/** Number prefix or name substring, case-insensitive with Swedish letters (SQLite's lower() is ASCII-only). */
function matchesQuery(entry: AgencyOverviewEntry, query: string): boolean {
  const wanted = query.trim().toLocaleLowerCase('sv');
  return entry.agencyNumber.startsWith(wanted) || entry.agencyName.toLocaleLowerCase('sv').includes(wanted);
}

// camelCase field -> snake_case column, one list so SELECT and INSERT cannot drift apart.
const COLUMNS: ReadonlyArray<readonly [keyof NewAgency, keyof Database['agencies']]> = [
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

/** An agency row as AGENCY_SELECTION reads it (agencies as a, chains as c). */
export type AgencyRow = Omit<AgencyRecord, 'shareAgencyReport'> & { shareAgencyReport: number };

/** The agency's columns as AgencyRecord fields, for a query that joins `agencies as a` and `chains as c`. */
export const AGENCY_SELECTION = [...COLUMNS.map(([field, column]) => `a.${column} as ${field}` as const), 'c.chain_name as retailChainName', 'a.version as version'] as const;

/**
 * AgencyAccessFacts' columns, and the chain's name (an agency reads as one only with its chain, as AGENCY_SELECTION's
 * join): a read of every request selects these, not the whole row (bench:peak: each column costs the guard's read).
 */
export const AGENCY_FACTS_SELECTION = [
  ...COLUMNS.filter(([field]) => (FACT_FIELDS as readonly string[]).includes(field)).map(([field, column]) => `a.${column} as ${field}` as const),
  'c.chain_name as retailChainName',
] as const;

export const agencyRecordOf = (row: AgencyRow): AgencyRecord => ({ ...row, shareAgencyReport: row.shareAgencyReport === 1 });

/** The access facts of a row read with AGENCY_FACTS_SELECTION (or the whole selection), no other field. */
export const agencyFactsOf = (row: Pick<AgencyRow, keyof AgencyAccessFacts>): AgencyAccessFacts => ({
  agencyNumber: row.agencyNumber, agencyName: row.agencyName, retailChainId: row.retailChainId, agencyType: row.agencyType,
  revenueSegment: row.revenueSegment, shareAgencyReport: row.shareAgencyReport === 1,
});

export function createAgencyRepository(store: Store) {
  const { db } = store;
  const findByNumber = async (agencyNumber: string): Promise<AgencyRecord | undefined> => {
    const row = await db.selectFrom('agencies as a').innerJoin('chains as c', 'c.chain_id', 'a.retail_chain_id')
      .select(AGENCY_SELECTION).where('a.agency_number', '=', agencyNumber).executeTakeFirst() as AgencyRow | undefined;
    return row === undefined ? undefined : agencyRecordOf(row);
  };

  return {
    /** The agency as the database holds it now. */
    findByNumber,
    /** What access rules read of an agency (AGENCY_FACTS_SELECTION, as the API guard reads the own one), as the database holds it now. */
    async accessFactsOf(agencyNumber: string): Promise<Readonly<AgencyAccessFacts> | undefined> {
      const row = await db.selectFrom('agencies as a').innerJoin('chains as c', 'c.chain_id', 'a.retail_chain_id')
        .select(AGENCY_FACTS_SELECTION).where('a.agency_number', '=', agencyNumber).executeTakeFirst() as AgencyRow | undefined;
      return row === undefined ? undefined : agencyFactsOf(row);
    },
    /** Every agency by number; `query` keeps those whose number starts with it or whose name contains it. */
    async overview(query = ''): Promise<AgencyOverviewEntry[]> {
      const all = await db.selectFrom('agencies').select(['agency_number as agencyNumber', 'agency_name as agencyName'])
        .orderBy(sql`CAST(agency_number AS INTEGER)`).execute();
      return query.trim() === '' ? all : all.filter((entry) => matchesQuery(entry, query));
    },
    /** Seed insert: an existing chain is left untouched. */
    async insertChainIfMissing(chainId: number, chainName: string): Promise<boolean> {
      const result = await db.insertInto('chains').values({ chain_id: chainId, chain_name: chainName })
        .onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      return insertedOne(result);
    },
    /** Seed insert: an existing agency is left untouched. */
    async insertIfMissing(agency: NewAgency): Promise<boolean> {
      const row = Object.fromEntries(COLUMNS.map(([field, column]) => [column, field === 'shareAgencyReport' ? (agency.shareAgencyReport ? 1 : 0) : agency[field]]));
      const result = await db.insertInto('agencies').values(row as Insertable<Database['agencies']>)
        .onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
      return insertedOne(result);
    },
  };
}

export type AgencyRepository = ReturnType<typeof createAgencyRepository>;

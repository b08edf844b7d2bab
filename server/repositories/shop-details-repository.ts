import type { Updateable } from 'kysely';
import type { Store } from '../db/store.js';
import type { Database } from '../db/tables.js';

/**
 * The agency-info fields the shop form may change (schemas/forms/shop-details.json sends exactly these; a test keeps
 * the two equal) and their columns. Everything else on the agency row is owned by the operator.
 */
export const EDITABLE_SHOP_COLUMNS = {
  agencyPhone: 'agency_phone', agencyEmail: 'agency_email', bettingManagerPhone: 'betting_manager_phone',
  weekdayOpening: 'weekday_opening', weekdayClosing: 'weekday_closing', satOpening: 'sat_opening', satClosing: 'sat_closing',
  sunOpening: 'sun_opening', sunClosing: 'sun_closing', visitingAddress: 'visiting_address',
  visitingPostalNumber: 'visiting_postal_number', visitingCity: 'visiting_city', invoiceRecipient: 'invoice_recipient',
  invoiceReference: 'invoice_reference', invoiceCareOf: 'invoice_care_of', invoiceAddress: 'invoice_address',
  invoicePostalNumber: 'invoice_postal_number', invoiceCity: 'invoice_city', invoiceStoreNumber: 'invoice_store_number',
  shareAgencyReport: 'share_agency_report',
} as const;

export type ShopDetails = { [K in keyof typeof EDITABLE_SHOP_COLUMNS]: K extends 'shareAgencyReport' ? boolean : string };

const FIELDS = Object.keys(EDITABLE_SHOP_COLUMNS) as Array<keyof ShopDetails>;

export function createShopDetailsRepository(store: Store) {
  const { db } = store;
  return {
    /**
     * Writes every editable field and bumps the version, only if the row is still at `expectedVersion`. Answers the
     * version this write made, or undefined (nothing written) when the row moved on.
     */
    async update(agencyNumber: string, expectedVersion: number, details: ShopDetails): Promise<number | undefined> {
      const columns = Object.fromEntries(FIELDS.map((field) =>
        [EDITABLE_SHOP_COLUMNS[field], field === 'shareAgencyReport' ? (details.shareAgencyReport ? 1 : 0) : details[field]])) as Updateable<Database['agencies']>;
      const row = await db.updateTable('agencies').set((eb) => ({ ...columns, version: eb('version', '+', 1) }))
        .where('agency_number', '=', agencyNumber).where('version', '=', expectedVersion).returning('version').executeTakeFirst();
      return row?.version;
    },
  };
}

export type ShopDetailsRepository = ReturnType<typeof createShopDetailsRepository>;

import type { Db } from '../db/open-database.js';

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

export function createShopDetailsRepository(db: Db) {
  const updateStmt = db.prepare(`UPDATE agencies SET
    ${FIELDS.map((field) => `${EDITABLE_SHOP_COLUMNS[field]} = @${field}`).join(', ')}, version = version + 1
    WHERE agency_number = @agencyNumber AND version = @expectedVersion`);

  return {
    /** Writes every editable field and bumps the version, only if the row is still at `expectedVersion`. */
    update(agencyNumber: string, expectedVersion: number, details: ShopDetails): boolean {
      const params = { ...details, shareAgencyReport: details.shareAgencyReport ? 1 : 0, agencyNumber, expectedVersion };
      return updateStmt.run(params).changes === 1;
    },
  };
}

export type ShopDetailsRepository = ReturnType<typeof createShopDetailsRepository>;

// The shop form's values as a manager fills them in for agency 1001 (the demo shop), shared by the shop-details API
// suite and the fleet checks' If-Match writes.
export const SHOP_VALUES = {
  agencyPhone: '084112233', agencyEmail: 'butik@example.se', bettingManagerPhone: '+46701234501',
  weekdayOpening: '0700', weekdayClosing: '2200', satOpening: '0900', satClosing: '2000', sunOpening: '1000', sunClosing: '2400',
  visitingAddress: 'Drottninggatan 48', visitingPostalNumber: '111 21', visitingCity: 'Stockholm',
  invoiceRecipient: 'Kioskkompaniet i Sverige AB', invoiceAddress: 'Box 7013', invoicePostalNumber: '10386', invoiceCity: 'Stockholm',
  shareAgencyReport: false,
};

import type { NewAgency } from '../../repositories/agency-repository.js';
import { CHAIN_INVOICE } from './chains.js';

type Hours = Pick<NewAgency, 'weekdayOpening' | 'weekdayClosing' | 'satOpening' | 'satClosing' | 'sunOpening' | 'sunClosing'>;

// Opening hours are HHMM in half-hour steps, as the settings form offers them.
const HOURS: Record<'kiosk' | 'service' | 'track' | 'digital', Hours> = {
  kiosk: { weekdayOpening: '0700', weekdayClosing: '2200', satOpening: '0800', satClosing: '2200', sunOpening: '0900', sunClosing: '2100' },
  service: { weekdayOpening: '0630', weekdayClosing: '2300', satOpening: '0800', satClosing: '2300', sunOpening: '0800', sunClosing: '2230' },
  track: { weekdayOpening: '1130', weekdayClosing: '2200', satOpening: '1100', satClosing: '1930', sunOpening: '1100', sunClosing: '1930' },
  digital: { weekdayOpening: '0000', weekdayClosing: '2400', satOpening: '0000', satClosing: '2400', sunOpening: '0000', sunClosing: '2400' },
};

interface AgencyRow {
  number: string; name: string; chain: number; street: string; zip: string; city: string; phone: string;
  manager: string; managerUserId?: string; category: string; hours: keyof typeof HOURS;
  agencyType?: string; revenueSegment?: string; campaignSegment?: string; shareAgencyReport?: boolean;
}

// Demo shops first (1001, 2002, 3003, 4004 are referenced by the demo accounts), then ~20 more across Sweden.
const ROWS: AgencyRow[] = [
  { number: '1001', name: 'Kioskkompaniet Drottninggatan', chain: 3, street: 'Drottninggatan 48', zip: '111 21', city: 'Stockholm', phone: '084112233', manager: 'Karin Lindqvist', managerUserId: '1001_MGR', category: 'Tobak & Press', hours: 'kiosk', shareAgencyReport: true },
  { number: '2002', name: 'Spelbutiken Digital', chain: 0, street: 'Kungsgatan 30', zip: '652 24', city: 'Karlstad', phone: '054100200', manager: 'Sara Öberg', managerUserId: '2002_MGR', category: 'Digitalt ombud', hours: 'digital', agencyType: 'D', revenueSegment: 'SILVER' },
  { number: '3003', name: 'Norrvalla Travbana', chain: 0, street: 'Travbanevägen 2', zip: '805 95', city: 'Gävle', phone: '026300300', manager: 'Leif Sandberg', managerUserId: '3003_MGR', category: 'Travbana', hours: 'track', revenueSegment: 'BANA' },
  { number: '4004', name: 'Kioskkompaniet Järntorget', chain: 3, street: 'Järntorget 4', zip: '413 04', city: 'Göteborg', phone: '031404040', manager: 'Mats Hedlund', managerUserId: '4004_MGR', category: 'Tobak & Press', hours: 'kiosk', shareAgencyReport: true },
  { number: '1002', name: 'Kioskkompaniet Fridhemsplan', chain: 3, street: 'Fridhemsgatan 12', zip: '112 40', city: 'Stockholm', phone: '086501002', manager: 'Nils Forsberg', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1003', name: 'Tidningshörnan Södermalm', chain: 1, street: 'Götgatan 33', zip: '116 21', city: 'Stockholm', phone: '086421003', manager: 'Eva Rydberg', category: 'Tobak & Press', hours: 'kiosk', campaignSegment: 'A' },
  { number: '1004', name: 'Servicebutiken Luleå Centrum', chain: 2, street: 'Storgatan 15', zip: '972 31', city: 'Luleå', phone: '092021004', manager: 'Tomas Nilsson', category: 'Servicehandel', hours: 'service' },
  { number: '1005', name: 'Vägkrogen Jönköping Söder', chain: 4, street: 'Ljungarumsvägen 2', zip: '553 03', city: 'Jönköping', phone: '036311005', manager: 'Maja Eklund', category: 'Bensinstation', hours: 'service' },
  { number: '1006', name: 'Lindas Tobak & Spel', chain: 0, street: 'Kungsgatan 12', zip: '753 21', city: 'Uppsala', phone: '018101006', manager: 'Linda Åberg', category: 'Tobak & Press', hours: 'kiosk', revenueSegment: 'GULD' },
  { number: '1007', name: 'Tidningshörnan Möllevången', chain: 1, street: 'Bergsgatan 20', zip: '214 22', city: 'Malmö', phone: '040121007', manager: 'Ali Hassan', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1008', name: 'Kioskkompaniet Stora Torget', chain: 3, street: 'Stora Torget 3', zip: '582 19', city: 'Linköping', phone: '013121008', manager: 'Jenny Wikström', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1009', name: 'Servicebutiken Ersboda', chain: 2, street: 'Ersboda torg 1', zip: '906 22', city: 'Umeå', phone: '090121009', manager: 'Peter Lundin', category: 'Servicehandel', hours: 'service' },
  { number: '1010', name: 'Hörnkiosken Vasagatan', chain: 0, street: 'Vasagatan 8', zip: '722 15', city: 'Västerås', phone: '021101010', manager: 'Sofia Karlsson', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1011', name: 'Vägkrogen Arlandastad', chain: 4, street: 'Märstavägen 1', zip: '195 61', city: 'Arlandastad', phone: '085901011', manager: 'Robert Sundqvist', category: 'Bensinstation', hours: 'service' },
  { number: '1012', name: 'Tidningshörnan Haga', chain: 1, street: 'Haga Nygata 10', zip: '413 01', city: 'Göteborg', phone: '031131012', manager: 'Camilla Hjort', category: 'Tobak & Press', hours: 'kiosk', campaignSegment: 'A' },
  { number: '1013', name: 'Kioskkompaniet Resecentrum', chain: 3, street: 'Järnvägsgatan 5', zip: '702 10', city: 'Örebro', phone: '019101013', manager: 'Anders Björk', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1014', name: 'Sundsvalls Spel & Tobak', chain: 0, street: 'Storgatan 27', zip: '852 30', city: 'Sundsvall', phone: '060101014', manager: 'Helena Strömberg', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1015', name: 'Servicebutiken Kiruna', chain: 2, street: 'Lars Janssonsgatan 17', zip: '981 31', city: 'Kiruna', phone: '098011015', manager: 'Jonas Pekkari', category: 'Servicehandel', hours: 'service' },
  { number: '1016', name: 'Vägkrogen Väla', chain: 4, street: 'Välavägen 3', zip: '254 75', city: 'Helsingborg', phone: '042161016', manager: 'Therese Olofsson', category: 'Bensinstation', hours: 'service' },
  { number: '1017', name: 'Tidningshörnan Norrköping', chain: 1, street: 'Drottninggatan 52', zip: '602 24', city: 'Norrköping', phone: '011101017', manager: 'Mikael Ström', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1018', name: 'Gotlandskiosken', chain: 0, street: 'Adelsgatan 14', zip: '621 56', city: 'Visby', phone: '049821018', manager: 'Karl Hansson', category: 'Tobak & Press', hours: 'kiosk', campaignSegment: 'C' },
  { number: '1019', name: 'Kioskkompaniet Åsgatan', chain: 3, street: 'Åsgatan 22', zip: '791 71', city: 'Falun', phone: '023101019', manager: 'Ulrika Dahlberg', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1020', name: 'Östersunds Lottbod', chain: 0, street: 'Prästgatan 40', zip: '831 31', city: 'Östersund', phone: '063101020', manager: 'Erik Jonsson', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1021', name: 'Bergvalla Travbana', chain: 0, street: 'Travvägen 1', zip: '393 56', city: 'Kalmar', phone: '048001021', manager: 'Gun Persson', category: 'Travbana', hours: 'track', revenueSegment: 'BANA' },
  { number: '1022', name: 'Kronobergs Kiosk', chain: 0, street: 'Storgatan 9', zip: '352 31', city: 'Växjö', phone: '047001022', manager: 'Omar Saleh', category: 'Tobak & Press', hours: 'kiosk' },
  { number: '1023', name: 'Spelbutiken Online Syd', chain: 0, street: 'Stortorget 1', zip: '211 22', city: 'Malmö', phone: '040101023', manager: 'Ida Magnusson', category: 'Digitalt ombud', hours: 'digital', agencyType: 'D' },
];

function toAgency(row: AgencyRow): NewAgency {
  // Chain shops are invoiced to the chain office; independent shops to themselves.
  const invoice = CHAIN_INVOICE[row.chain] ?? { recipient: `${row.name} AB`, address: row.street, postal: row.zip, city: row.city };
  return {
    agencyNumber: row.number, agencyName: row.name, agencyType: row.agencyType ?? 'O',
    revenueSegment: row.revenueSegment ?? 'STANDARD', campaignSegment: row.campaignSegment ?? 'B',
    categoryName: row.category, retailChainId: row.chain, bettingManager: row.manager,
    bettingManagerUserId: row.managerUserId ?? '', bettingManagerPhone: `+4670${row.number}${row.phone.slice(-3)}`,
    agencyPhone: row.phone, agencyEmail: `butik${row.number}@ombud.example`, ...HOURS[row.hours],
    agencyAddress: row.street, agencyZipCode: row.zip, agencyCity: row.city,
    visitingAddress: row.street, visitingPostalNumber: row.zip, visitingCity: row.city,
    invoiceAddress: invoice.address, invoicePostalNumber: invoice.postal, invoiceCity: invoice.city,
    invoiceRecipient: invoice.recipient, invoiceReference: row.manager, invoiceCareOf: '',
    invoiceStoreNumber: row.chain === 0 ? '' : `${row.chain}-${row.number}`, shareAgencyReport: row.shareAgencyReport ?? false,
  };
}

export const SEED_AGENCIES: readonly NewAgency[] = ROWS.map(toAgency);

// An operator-size set of outlets (issue 26 item 5): chains, outlets with their sales profiles and their staff, all
// drawn from seeded random streams, so the same options always give the same operator. Invented names, no real brands.
import type { NewAgency } from '../../repositories/agency-repository.js';
import type { NewUser } from '../../repositories/user-repository.js';
import { SEED_CHAINS } from '../seed-data/chains.js';
import { randomFrom, type Random } from '../seed-data/prng.js';
import { type AgencyProfile, GAMES } from '../seed-data/reporting-reference.js';
import { personnummer } from '../seed-data/users.js';

/** The demo RETAIL user's chain (KEDJA3, Kioskkompaniet): the scale seed gives it the 200-outlet chain report case. */
export const LARGE_CHAIN_ID = 3;
export const LARGE_CHAIN_OUTLETS = 200;
/** Scale outlets are numbered from here (five digits: the demo outlets have four). */
export const FIRST_SCALE_AGENCY = 10001;
/** The scale chains besides the large one are numbered from here. */
const FIRST_SCALE_CHAIN = 101;

const CHAIN_NAMES = [
  'Hörnbutiken', 'Tobakshuset', 'Spelkiosken Syd', 'Norrlandskiosken', 'Västkustens Tobak', 'Mälardalens Kiosker',
  'Stationskiosken', 'Torgkiosken', 'Skånekiosken', 'Dalakiosken', 'Kustmacken', 'Centrumtobak', 'Bruksbutiken',
  'Fjällboden', 'Vägskälet', 'Kvartersbutiken', 'Lilla Tobaksaffären', 'Stortorgets Kiosker', 'Läsglädje Press',
  'Servicehallen', 'Mackgruppen Mitt', 'Östgötakiosken', 'Smålandsboden', 'Värmlandskiosken', 'Hallandshandel',
  'Blekinge Tobak', 'Jämtlandsbutiken', 'Norrbottens Närköp', 'Uppsala Tobakshandel', 'Sörmlandskiosken',
  'Kronans Kiosker', 'Bygdebutiken', 'Hamnkiosken', 'Resecentrumkiosken', 'Lantmacken', 'Älvdalens Handel',
  'Gotlandsboden', 'Närbutiken Öst', 'Tidningsboden',
] as const;

// City, postal code prefix (three digits), area code.
const CITIES: ReadonlyArray<readonly [string, string, string]> = [
  ['Stockholm', '113', '08'], ['Göteborg', '411', '031'], ['Malmö', '211', '040'], ['Uppsala', '753', '018'],
  ['Västerås', '722', '021'], ['Örebro', '702', '019'], ['Linköping', '582', '013'], ['Helsingborg', '252', '042'],
  ['Jönköping', '553', '036'], ['Norrköping', '602', '011'], ['Lund', '222', '046'], ['Umeå', '903', '090'],
  ['Gävle', '803', '026'], ['Borås', '503', '033'], ['Södertälje', '151', '08'], ['Eskilstuna', '632', '016'],
  ['Halmstad', '302', '035'], ['Växjö', '352', '0470'], ['Karlstad', '652', '054'], ['Sundsvall', '852', '060'],
  ['Östersund', '831', '063'], ['Trollhättan', '461', '0520'], ['Luleå', '972', '0920'], ['Borlänge', '784', '0243'],
  ['Kalmar', '392', '0480'], ['Kristianstad', '291', '044'], ['Falun', '791', '023'], ['Skövde', '541', '0500'],
  ['Karlskrona', '371', '0455'], ['Skellefteå', '931', '0910'], ['Uddevalla', '451', '0522'], ['Varberg', '432', '0340'],
  ['Örnsköldsvik', '891', '0660'], ['Nyköping', '611', '0155'], ['Motala', '591', '0141'], ['Visby', '621', '0498'],
  ['Kiruna', '981', '0980'], ['Ystad', '271', '0411'], ['Piteå', '941', '0911'], ['Härnösand', '871', '0611'],
];
const STREETS = [
  'Storgatan', 'Drottninggatan', 'Kungsgatan', 'Järnvägsgatan', 'Stationsgatan', 'Torggatan', 'Nygatan', 'Hamngatan',
  'Skolgatan', 'Kyrkogatan', 'Västra Vägen', 'Östra Långgatan', 'Södra Vägen', 'Norra Allén', 'Parkgatan', 'Bergsgatan',
  'Trädgårdsgatan', 'Industrivägen', 'Centrumvägen', 'Handelsvägen',
];
const FIRST_NAMES = [
  'Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Lena', 'Emma', 'Kerstin', 'Ingrid', 'Johanna', 'Linnéa', 'Elin', 'Ida',
  'Malin', 'Sofia', 'Åsa', 'Ebba', 'Fatima', 'Amira', 'Hanna', 'Lars', 'Erik', 'Anders', 'Johan', 'Per', 'Karl',
  'Mikael', 'Nils', 'Jan', 'Peter', 'Olof', 'Björn', 'Gustav', 'Oskar', 'Ahmed', 'Ali', 'Mohammed', 'Jonas', 'Viktor',
  'Göran', 'Håkan', 'Jörgen', 'Mats', 'Ulf', 'Emil', 'Filip', 'Leo', 'Axel',
];
const LAST_NAMES = [
  'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson',
  'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson', 'Lindberg', 'Jakobsson', 'Magnusson',
  'Lindström', 'Olofsson', 'Lindqvist', 'Lindgren', 'Berg', 'Axelsson', 'Bergström', 'Lundberg', 'Lundgren', 'Mattsson',
  'Berglund', 'Fredriksson', 'Sandberg', 'Henriksson', 'Forsberg', 'Sjöberg', 'Wallin', 'Engström', 'Danielsson',
  'Håkansson', 'Eklund', 'Lundin', 'Gunnarsson', 'Holm', 'Björk', 'Samuelsson', 'Fransson', 'Ali', 'Hassan', 'Yilmaz',
];

type Kind = 'kiosk' | 'service' | 'track' | 'digital';
// Opening hours per kind (HHMM, as the settings form offers them) and the hours transactions fall in.
const KINDS: Record<Kind, { category: string; name: string; hours: Pick<NewAgency, 'weekdayOpening' | 'weekdayClosing' | 'satOpening' | 'satClosing' | 'sunOpening' | 'sunClosing'>; opens: number; closes: number }> = {
  kiosk: { category: 'Tobak & Press', name: 'Tobak', hours: { weekdayOpening: '0700', weekdayClosing: '2200', satOpening: '0800', satClosing: '2200', sunOpening: '0900', sunClosing: '2100' }, opens: 7, closes: 22 },
  service: { category: 'Bensinstation', name: 'Service', hours: { weekdayOpening: '0630', weekdayClosing: '2300', satOpening: '0800', satClosing: '2300', sunOpening: '0800', sunClosing: '2230' }, opens: 7, closes: 23 },
  track: { category: 'Travbana', name: 'Travbana', hours: { weekdayOpening: '1130', weekdayClosing: '2200', satOpening: '1100', satClosing: '1930', sunOpening: '1100', sunClosing: '1930' }, opens: 11, closes: 22 },
  digital: { category: 'Digitalt ombud', name: 'Spelbutiken Online', hours: { weekdayOpening: '0000', weekdayClosing: '2400', satOpening: '0000', satClosing: '2400', sunOpening: '0000', sunClosing: '2400' }, opens: 0, closes: 24 },
};

const ALL_GAMES = GAMES.map((g) => g.code);
const HORSE_GAMES = GAMES.filter((g) => g.group === 'HAST').map((g) => g.code);

export interface ScaleOutlet {
  agency: NewAgency;
  profile: AgencyProfile;
  staff: number;
}

export interface ScaleOperator {
  chains: ReadonlyArray<readonly [number, string]>;
  outlets: readonly ScaleOutlet[];
}

/**
 * Chain of every outlet: the large chain first, then the other chains in falling sizes (a few big, many small), and
 * about a third of the outlets in no chain (chain 0), as among the operator's real outlets.
 */
function chainSizes(outlets: number, chains: number): number[] {
  const large = Math.min(LARGE_CHAIN_OUTLETS, outlets);
  const inChains = Math.round((outlets - large) * 0.65);
  const others = Math.max(0, chains - 1);
  const weights = Array.from({ length: others }, (_, i) => 1 / (i + 2));
  const total = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.max(1, Math.floor((inChains * w) / total)));
  return [large, ...sizes];
}

function kindOf(rnd: Random, chained: boolean): Kind {
  const r = rnd.next();
  if (r < 0.01) return 'track';
  if (r < 0.04) return chained ? 'kiosk' : 'digital';
  return r < 0.3 ? 'service' : 'kiosk';
}

function terminalsOf(rnd: Random, kind: Kind): AgencyProfile['terminals'] {
  const counter = kind === 'digital' ? 0 : kind === 'track' ? rnd.int(3, 4) : kind === 'service' ? 2 : rnd.int(1, 2);
  const selfService = kind === 'digital' ? 0 : kind === 'track' ? 2 : rnd.next() < 0.4 ? 1 : 0;
  return [
    ...Array.from({ length: counter }, (_, i) => [i + 1, 'T1'] as const),
    ...Array.from({ length: selfService }, (_, i) => [11 + i, 'T2'] as const),
  ];
}

function gamesOf(rnd: Random, kind: Kind): string[] {
  if (kind === 'track') return [...HORSE_GAMES, 'KENO', 'ODDSET'];
  if (kind === 'digital') return ALL_GAMES.filter((c) => c !== 'SKRAPLOTT');
  // Some small shops skip the minor horse games.
  return rnd.next() < 0.2 ? ALL_GAMES.filter((c) => c !== 'DD' && c !== 'V64') : ALL_GAMES;
}

/** The chains and outlets of an operator with `outlets` outlets in `chains` chains (the large one included). */
export function scaleOperator(outlets: number, chains: number): ScaleOperator {
  const names = CHAIN_NAMES.slice(0, Math.max(0, chains - 1));
  const scaleChains = names.map((name, i) => [FIRST_SCALE_CHAIN + i, name] as const);
  const largeChain = SEED_CHAINS.find(([id]) => id === LARGE_CHAIN_ID)!;
  const chainOfIndex: number[] = [];
  chainSizes(outlets, chains).forEach((size, i) => {
    const id = i === 0 ? LARGE_CHAIN_ID : scaleChains[i - 1]![0];
    for (let n = 0; n < size; n += 1) chainOfIndex.push(id);
  });
  const chainName = new Map<number, string>([largeChain, ...scaleChains]);
  const result: ScaleOutlet[] = [];
  for (let i = 0; i < outlets; i += 1) {
    const number = String(FIRST_SCALE_AGENCY + i);
    const rnd = randomFrom(`scale-outlet:${number}`);
    const chain = chainOfIndex[i] ?? 0;
    const kind = kindOf(rnd, chain !== 0);
    const [city, zipPrefix, areaCode] = rnd.pick(CITIES);
    const street = `${rnd.pick(STREETS)} ${rnd.int(1, 80)}`;
    const zip = `${zipPrefix} ${String(rnd.int(10, 99))}`;
    const manager = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
    const name = chain !== 0 ? `${chainName.get(chain)} ${street.split(' ')[0]} ${city}` : `${city} ${KINDS[kind].name} ${street.split(' ')[0]}`;
    const phone = `${areaCode}${String(rnd.int(100000, 999999))}`;
    const revenue = kind === 'track' ? 'BANA' : ((r) => (r < 0.1 ? 'GULD' : r < 0.3 ? 'SILVER' : 'STANDARD'))(rnd.next());
    const campaign = ((r) => (r < 0.25 ? 'A' : r < 0.8 ? 'B' : 'C'))(rnd.next());
    const agency: NewAgency = {
      agencyNumber: number, agencyName: name, agencyType: kind === 'digital' ? 'D' : 'O', revenueSegment: revenue,
      campaignSegment: campaign, categoryName: KINDS[kind].category, retailChainId: chain, bettingManager: manager,
      bettingManagerUserId: `${number}_MGR`, bettingManagerPhone: `+467${String(rnd.int(0, 9))}${String(rnd.int(1000000, 9999999))}`,
      agencyPhone: phone, agencyEmail: `butik${number}@ombud.example`, ...KINDS[kind].hours,
      agencyAddress: street, agencyZipCode: zip, agencyCity: city, visitingAddress: street, visitingPostalNumber: zip, visitingCity: city,
      // Chain shops are invoiced to the chain office; independent shops to themselves.
      invoiceAddress: chain === 0 ? street : 'Box 1000', invoicePostalNumber: chain === 0 ? zip : '101 00', invoiceCity: chain === 0 ? city : 'Stockholm',
      invoiceRecipient: chain === 0 ? `${name} AB` : `${chainName.get(chain)} AB`, invoiceReference: manager, invoiceCareOf: '',
      invoiceStoreNumber: chain === 0 ? '' : `${chain}-${number}`,
      // Most chain shops share their reports with the chain (the RETAIL user's reports need it).
      shareAgencyReport: chain !== 0 && rnd.next() < 0.9,
    };
    const profile: AgencyProfile = {
      agencyNumber: number, channel: kind === 'digital' ? 'DIGITAL' : 'BUTIK',
      scale: kind === 'track' ? rnd.between(1.8, 3) : kind === 'digital' ? rnd.between(1, 2) : rnd.between(0.4, 1.8),
      games: gamesOf(rnd, kind), terminals: terminalsOf(rnd, kind), opens: KINDS[kind].opens, closes: KINDS[kind].closes,
      shares: kind !== 'digital' && rnd.next() < 0.6, trackCommission: kind === 'track',
    };
    result.push({ agency, profile, staff: kind === 'digital' ? rnd.int(3, 6) : rnd.int(5, 11) });
  }
  const used = new Set(chainOfIndex);
  return { chains: [...SEED_CHAINS.filter(([id]) => id === 0), largeChain, ...scaleChains].filter(([id]) => id === 0 || used.has(id)), outlets: result };
}

const ASCII: Record<string, string> = { å: 'A', ä: 'A', ö: 'O', é: 'E', Å: 'A', Ä: 'A', Ö: 'O', É: 'E' };

/**
 * An outlet's staff as users: a manager (OMBMGR, the agency's betting manager user), an economy user, one or two
 * SALJPLUS and sellers; a few locked or forced to change their password, as on a real staff page.
 */
export function scaleStaff(outlet: ScaleOutlet, passwordHash: string, passwordExpireDate: string, gdprAcceptDate: string, personIndex: number): NewUser[] {
  const { agencyNumber } = outlet.agency;
  const rnd = randomFrom(`scale-staff:${agencyNumber}`);
  const taken = new Set<string>();
  return Array.from({ length: outlet.staff }, (_, i) => {
    const roles = i === 0 ? ['OMBMGR'] : i === 1 ? ['EKONOMI'] : i <= 3 ? ['SALJPLUS'] : ['SALJARE'];
    const [firstname, lastname] = i === 0 ? outlet.agency.bettingManager.split(' ') as [string, string] : [rnd.pick(FIRST_NAMES), rnd.pick(LAST_NAMES)];
    const base = i === 0 ? 'MGR' : [...firstname].map((ch) => ASCII[ch] ?? ch.toUpperCase()).join('');
    let username = `${agencyNumber}_${base}`;
    for (let n = 2; taken.has(username); n += 1) username = `${agencyNumber}_${base}${n}`;
    taken.add(username);
    const born = `${rnd.int(1955, 2005)}${String(rnd.int(1, 12)).padStart(2, '0')}${String(rnd.int(1, 28)).padStart(2, '0')}`;
    return {
      username, firstname, lastname, alias: rnd.next() < 0.4 ? firstname : null,
      mobile: rnd.next() < 0.95 ? `+4673${String(rnd.int(1000000, 9999999))}` : null, roles,
      socialSecurityNumber: personnummer(born, String(rnd.int(0, 999)).padStart(3, '0')), personId: `P${String(200001 + personIndex + i)}`,
      passwordHash, passwordExpireDate, forcePasswordChange: i > 1 && rnd.next() < 0.03, gdprAcceptDate,
      storeChainId: null, agencyNumber, partner: null, locked: i > 1 && rnd.next() < 0.02,
    };
  });
}

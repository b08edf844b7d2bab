// Invented retail chains (no real brands). Chain 0 is the spec's "Ej kedjetillhörighet".
export const SEED_CHAINS: ReadonlyArray<readonly [number, string]> = [
  [0, 'Ej kedjetillhörighet'],
  [1, 'Tidningshörnan'],
  [2, 'Servicebutiken Nord'],
  [3, 'Kioskkompaniet'],
  [4, 'Vägkrogen'],
];

/** Where a chain's shops send their invoices; shops outside a chain are invoiced themselves. */
export const CHAIN_INVOICE: Readonly<Record<number, { recipient: string; address: string; postal: string; city: string }>> = {
  1: { recipient: 'Tidningshörnan Sverige AB', address: 'Box 4410', postal: '102 69', city: 'Stockholm' },
  2: { recipient: 'Servicebutiken Nord AB', address: 'Box 120', postal: '971 04', city: 'Luleå' },
  3: { recipient: 'Kioskkompaniet i Sverige AB', address: 'Box 7013', postal: '103 86', city: 'Stockholm' },
  4: { recipient: 'Vägkrogen Drift AB', address: 'Box 2250', postal: '550 02', city: 'Jönköping' },
};

import { describe, expect, it } from 'vitest';
import { agencyNumberFromInput, filterAgencies } from '@/features/agency/filter-agencies';

const AGENCIES = [
  { agencyNumber: '1001', agencyName: 'Kioskkompaniet Drottninggatan' },
  { agencyNumber: '1002', agencyName: 'Kioskkompaniet Fridhemsplan' },
  { agencyNumber: '2002', agencyName: 'Spelbutiken Digital' },
  { agencyNumber: '3003', agencyName: 'Norrvalla Travbana' },
  { agencyNumber: '1100', agencyName: 'Östersunds Lottbod' },
];
const numbers = (query: string) => filterAgencies(AGENCIES, query).map((agency) => agency.agencyNumber);

describe('filterAgencies', () => {
  it('matches agency numbers by prefix', () => {
    expect(numbers('100')).toEqual(['1001', '1002']);
    expect(numbers('1')).toEqual(['1001', '1002', '1100']);
    expect(numbers('02')).toEqual([]);
  });

  it('matches names by substring, ignoring case (å, ä, ö included)', () => {
    expect(numbers('kiosk')).toEqual(['1001', '1002']);
    expect(numbers('TRAV')).toEqual(['3003']);
    expect(numbers('östersund')).toEqual(['1100']);
  });

  it('lists everything (up to the limit) for an empty query, and keeps a chosen suggestion', () => {
    expect(numbers('  ')).toHaveLength(5);
    expect(filterAgencies(AGENCIES, '', 2)).toHaveLength(2);
    expect(numbers('1001 Kioskkompaniet Drottninggatan')).toEqual(['1001']);
  });
});

describe('agencyNumberFromInput', () => {
  it('sends a chosen suggestion by its number and typed text as typed', () => {
    expect(agencyNumberFromInput('1001 Kioskkompaniet Drottninggatan', AGENCIES)).toBe('1001');
    expect(agencyNumberFromInput(' 4004 ', AGENCIES)).toBe('4004');
  });
});

import { describe, expect, it } from 'vitest';
import { SEED_AGENCIES } from '../../server/seed/seed-data/agencies.js';
import { SEED_CHAINS } from '../../server/seed/seed-data/chains.js';
import { personnummer, seedUsers } from '../../server/seed/seed-data/users.js';

const users = seedUsers('hash', '2026-11-02');
const user = (name: string) => users.find((u) => u.username === name);
const agency = (number: string) => SEED_AGENCIES.find((a) => a.agencyNumber === number);
const segmentOf = (a: { agencyType: string; revenueSegment: string }) =>
  a.agencyType === 'D' ? 'DIGITAL' : a.revenueSegment === 'BANA' ? 'TRACK' : 'AGENCY';

describe('seed data', () => {
  it('has the demo shops with the segments the demo accounts rely on', () => {
    expect(agency('1001')).toMatchObject({ retailChainId: 3 });
    expect(segmentOf(agency('1001')!)).toBe('AGENCY');
    expect(segmentOf(agency('2002')!)).toBe('DIGITAL');
    expect(agency('3003')).toMatchObject({ retailChainId: 0, revenueSegment: 'BANA' });
    expect(agency('4004')).toMatchObject({ retailChainId: 3 });
    expect(segmentOf(agency('4004')!)).toBe('AGENCY');
    expect(SEED_AGENCIES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(SEED_AGENCIES.map((a) => a.retailChainId)).size).toBeGreaterThanOrEqual(4);
  });

  it('has what the portal frame relies on: chain 3 sharing reports, chain 0 named, a digital and a track outlet', () => {
    for (const number of ['1001', '4004']) expect(agency(number)).toMatchObject({ retailChainId: 3, shareAgencyReport: true });
    expect(SEED_CHAINS).toContainEqual([0, 'Ej kedjetillhörighet']);
    expect(agency('2002')).toMatchObject({ agencyType: 'D' });
    expect(agency('3003')).toMatchObject({ revenueSegment: 'BANA' });
  });

  it('keeps agency fields in the formats the settings form validates', () => {
    for (const a of SEED_AGENCIES) {
      expect(a.agencyPhone).toMatch(/^(0|\+46)\d{5,8}$/);
      expect(a.bettingManagerPhone).toMatch(/^\+467\d{8}$/);
      for (const zip of [a.agencyZipCode, a.visitingPostalNumber, a.invoicePostalNumber]) expect(zip).toMatch(/^\d{3} ?\d{2}$/);
      const hours = [[a.weekdayOpening, a.weekdayClosing], [a.satOpening, a.satClosing], [a.sunOpening, a.sunClosing]];
      for (const [open, close] of hours) {
        for (const time of [open, close]) expect(time).toMatch(/^(([01]\d|2[0-3])(00|30)|2400)$/);
        expect(Number(open)).toBeLessThan(Number(close));
      }
      expect(a.agencyEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
  });

  it('follows the demo-account contract', () => {
    expect(user('1001_NYTT')?.forcePasswordChange).toBe(true);
    expect(user('1001_GDPR')?.gdprAcceptDate).toBe('');
    expect(user('1001_MOBIL')?.mobile).toBeNull();
    expect(user('KEDJA3')).toMatchObject({ roles: ['RETAIL'], storeChainId: 3, agencyNumber: null });
    expect(user('TELIA1')).toMatchObject({ partner: 'TELIA' });
    expect(user('FOLKSPEL1')).toMatchObject({ partner: 'FOLKSPEL' });
    for (const u of users.filter((x) => !['1001_GDPR', '1001_MOBIL'].includes(x.username))) {
      expect(u.mobile, u.username).toMatch(/^\+467\d{8}$/);
      expect(u.gdprAcceptDate, u.username).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('names agency users <agency>_<NAME> and gives valid personal numbers', () => {
    for (const u of users) {
      if (u.agencyNumber !== null) expect(u.username.split('_')[0]).toBe(u.agencyNumber);
      if (u.socialSecurityNumber !== null) expect(u.socialSecurityNumber).toMatch(/^(19|20)\d{10}$/);
    }
    expect(users.some((u) => u.locked)).toBe(true);
    expect(personnummer('19811218', '987')).toBe('198112189876');
  });
});

import { describe, expect, it } from 'vitest';
import { mobileGateSkippedCookieName, nextGate, phoneConfirmedCookieName, type GateUser } from '@/features/gates/next-gate';

const settled: GateUser = { username: '1001_SALJ', forcePasswordChange: false, gdprAcceptDate: '2025-03-14' };
const confirmed = { [phoneConfirmedCookieName('1001_SALJ')]: '1' };

describe('nextGate', () => {
  it('asks for the password first, whatever else is pending', () => {
    expect(nextGate({ ...settled, forcePasswordChange: true, gdprAcceptDate: '' }, ['SALJARE'], {})).toBe('password');
  });

  it('asks for GDPR acceptance next, only when the date is defined but empty', () => {
    expect(nextGate({ ...settled, gdprAcceptDate: '' }, ['SALJARE'], {})).toBe('gdpr');
    expect(nextGate({ ...settled, gdprAcceptDate: undefined }, ['SALJARE'], confirmed)).toBeNull();
    expect(nextGate({ ...settled, gdprAcceptDate: '2025-03-14' }, ['SALJARE'], confirmed)).toBeNull();
  });

  it('asks for the mobile number last, unless the phone-confirmed cookie exists', () => {
    expect(nextGate(settled, ['SALJARE'], {})).toBe('mobile');
    expect(nextGate(settled, ['SALJARE'], confirmed)).toBeNull();
    expect(nextGate(settled, ['SALJARE'], { [phoneConfirmedCookieName('1001_EKO')]: '1' })).toBe('mobile');
  });

  it('does not ask internal staff or agency managers for the mobile number', () => {
    for (const roles of [['ADMIN'], ['SALJCOACH'], ['OMBMGR']]) expect(nextGate(settled, roles, {}), roles[0]).toBeNull();
    for (const roles of [['SALJPLUS'], ['EKONOMI'], ['RETAIL'], ['PARTNER_TELIA']]) expect(nextGate(settled, roles, {}), roles[0]).toBe('mobile');
  });

  it('lets a mobile gate passed in this page session (Avbryt) through', () => {
    expect(nextGate(settled, ['SALJARE'], {}, { mobileGateDone: true })).toBeNull();
    expect(nextGate({ ...settled, gdprAcceptDate: '' }, ['SALJARE'], {}, { mobileGateDone: true })).toBe('gdpr');
  });

  it('lets a user who pressed Avbryt earlier in this browser session through (its session cookie), per user', () => {
    expect(nextGate(settled, ['SALJARE'], { [mobileGateSkippedCookieName('1001_SALJ')]: '1' })).toBeNull();
    expect(nextGate(settled, ['SALJARE'], { [mobileGateSkippedCookieName('1001_MOBIL')]: '1' })).toBe('mobile');
    expect(nextGate({ ...settled, gdprAcceptDate: '' }, ['SALJARE'], { [mobileGateSkippedCookieName('1001_SALJ')]: '1' })).toBe('gdpr');
  });

  it('names the cookie after the user', () => {
    expect(phoneConfirmedCookieName('1001_MOBIL')).toBe('phoneConfirmed_1001_MOBIL');
  });
});

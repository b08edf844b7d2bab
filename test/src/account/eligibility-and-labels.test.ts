import { describe, expect, it } from 'vitest';
import { permissionLabel } from '@/features/account/about-me-values';
import { fetchesEducationStatus, showsCourseDetails } from '@/features/account/education-model';
import { PASSWORD_EXPIRY_WARNING_DAYS, passwordExpiryDaysLeft, passwordExpiryText } from '@/features/account/password-expiry';

describe('permission label on Mina uppgifter', () => {
  it('is "Ekonomi" for EKONOMI and "Standard" otherwise', () => {
    expect(permissionLabel(['EKONOMI'])).toBe('Ekonomi');
    expect(permissionLabel(['SALJARE', 'EKONOMI'])).toBe('Ekonomi');
    expect(permissionLabel(['SALJARE'])).toBe('Standard');
    expect(permissionLabel([])).toBe('Standard');
  });
});

describe('password expiry notice threshold (14 days or fewer)', () => {
  const TODAY = '2026-11-01';
  it('shows at 14 days, not at 15', () => {
    expect(PASSWORD_EXPIRY_WARNING_DAYS).toBe(14);
    expect(passwordExpiryDaysLeft('2026-11-15', TODAY)).toBe(14);
    expect(passwordExpiryDaysLeft('2026-11-16', TODAY)).toBeNull();
  });

  it('shows on the last day and after expiry; not without a readable date', () => {
    expect(passwordExpiryDaysLeft(TODAY, TODAY)).toBe(0);
    expect(passwordExpiryDaysLeft('2026-10-30', TODAY)).toBe(-2);
    expect(passwordExpiryDaysLeft(undefined, TODAY)).toBeNull();
    expect(passwordExpiryDaysLeft('', TODAY)).toBeNull();
    expect(passwordExpiryDaysLeft('snart', TODAY)).toBeNull();
  });

  it('words the days left', () => {
    expect(passwordExpiryText(14)).toBe('Ditt lösenord går ut om 14 dagar.');
    expect(passwordExpiryText(1)).toBe('Ditt lösenord går ut om 1 dag.');
    expect(passwordExpiryText(0)).toBe('Ditt lösenord går ut i dag.');
    expect(passwordExpiryText(-1)).toBe('Ditt lösenord har gått ut.');
  });
});

describe('who gets the education status call', () => {
  it('agency staff but EKONOMI, in AGENCY shops only', () => {
    expect(fetchesEducationStatus(['SALJARE'], 'AGENCY')).toBe(true);
    expect(fetchesEducationStatus(['SALJPLUS'], 'AGENCY')).toBe(true);
    expect(fetchesEducationStatus(['OMBMGR'], 'AGENCY')).toBe(true);
    expect(fetchesEducationStatus(['EKONOMI'], 'AGENCY')).toBe(false);
    expect(fetchesEducationStatus(['OMBMGR'], 'DIGITAL')).toBe(false);
    expect(fetchesEducationStatus(['SALJARE'], 'TRACK')).toBe(false);
    expect(fetchesEducationStatus(['ADMIN'], 'AGENCY')).toBe(false);
    expect(fetchesEducationStatus(['RETAIL'], 'AGENCY')).toBe(false);
    expect(fetchesEducationStatus(['PARTNER_TELIA'], 'AGENCY')).toBe(false);
  });

  it('Mina uppgifter lists courses in AGENCY shops only', () => {
    expect(showsCourseDetails('AGENCY')).toBe(true);
    expect(showsCourseDetails('DIGITAL')).toBe(false);
    expect(showsCourseDetails('TRACK')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { educationBanners } from '@/features/account/education-banners';
import type { Course, EducationStatus } from '@/features/account/education-model';
import { educationExpiresIn } from '@/features/account/account-texts';

const TODAY = '2026-11-01';
const done = (validUntil: string): Course => ({ courseName: `Kurs ${validUntil}`, progress: '100.00', validUntil });
const notStarted: Course = { courseName: 'Ej påbörjad', progress: '0.0', validUntil: null };

function status(courses: Course[], over: Partial<EducationStatus> = {}): EducationStatus {
  const completed = courses.filter((c) => c.validUntil !== null);
  return {
    status: completed.length === courses.length && courses.length > 0 ? 'COMPLETED' : 'NOT_COMPLETED',
    upcomingExpiryDate: completed.map((c) => c.validUntil!).sort()[0] ?? null,
    noEducationsStarted: courses.every((c) => c.progress === '0.0' && c.validUntil === null),
    courses,
    ...over,
  };
}

describe('education banners (spec part 1 §4)', () => {
  it('2 and 30 days to the next expiry: "går ut om N dagar"; 31 days: nothing', () => {
    expect(educationBanners(status([done('2026-11-03'), done('2027-06-01')]), TODAY)).toEqual([{ kind: 'expires-in-days', days: 2, also: false }]);
    expect(educationBanners(status([done('2026-12-01'), done('2027-06-01')]), TODAY)).toEqual([{ kind: 'expires-in-days', days: 30, also: false }]);
    expect(educationBanners(status([done('2026-12-02'), done('2027-06-01')]), TODAY)).toEqual([]);
  });

  it('1 day with education started: the 24-hour text; also on the last valid day itself', () => {
    expect(educationBanners(status([done('2026-11-02'), done('2027-06-01')]), TODAY)).toEqual([{ kind: 'expires-within-24-hours' }]);
    expect(educationBanners(status([done(TODAY)]), TODAY)).toEqual([{ kind: 'expires-within-24-hours' }]);
  });

  it('1 day but nothing started (inconsistent data): no 24-hour text', () => {
    expect(educationBanners(status([done('2026-11-02')], { noEducationsStarted: true }), TODAY)).toEqual([]);
  });

  it('not every course completed: the red banner, with "även" before an expiry banner', () => {
    expect(educationBanners(status([notStarted, notStarted]), TODAY)).toEqual([{ kind: 'not-completed' }]);
    expect(educationBanners(status([notStarted, done('2026-11-21')]), TODAY)).toEqual([
      { kind: 'not-completed' },
      { kind: 'expires-in-days', days: 20, also: true },
    ]);
    expect(educationExpiresIn(20, true)).toBe('Du har även en utbildning som går ut om 20 dagar.');
    expect(educationExpiresIn(20, false)).toBe('Du har en utbildning som går ut om 20 dagar.');
  });

  it('a completion that ran out by the browser day counts as not completed, even when the server said COMPLETED', () => {
    const expired = status([done('2026-10-31'), done('2027-06-01')], { status: 'COMPLETED' });
    expect(educationBanners(expired, TODAY)).toEqual([{ kind: 'not-completed' }]);
  });

  it('the seeded users on 2026-11-01: MGR 20 days, PLUS 24 hours, SALJ red', () => {
    expect(educationBanners(status([done('2026-11-21'), done('2027-06-30'), done('2027-09-15')]), TODAY)).toEqual([{ kind: 'expires-in-days', days: 20, also: false }]);
    expect(educationBanners(status([done('2026-11-02'), done('2027-05-31'), done('2027-08-31')]), TODAY)).toEqual([{ kind: 'expires-within-24-hours' }]);
    expect(educationBanners(status([notStarted, notStarted, notStarted]), TODAY)).toEqual([{ kind: 'not-completed' }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { StaffUser } from '@ombudsportalen/portal/api';
import { personEducation } from '@ombudsportalen/portal/education';
import { actionsOn, mayAdd } from '@/features/staff/staff-card-rules';
import { roleLabel, visibleStaff } from '@/features/staff/staff-model';

const user = (username: string, firstname: string, lastname: string, roles: string[]): StaffUser => ({
  username, firstname, lastname, roles, agencyNumber: '1001', locked: false, forcePasswordChange: false, augmented: roles.includes('SALJPLUS'), version: 1,
});

describe('staff list order and filters (spec part 2 §2)', () => {
  const staff = [
    user('A', 'Örjan', 'Öberg', ['SALJARE']), user('B', 'Åsa', 'Åberg', ['SALJARE']), user('C', 'Zara', 'Zetterlund', ['EKONOMI']),
    user('D', 'Karin', 'Östlund', ['OMBMGR']), user('E', 'Anna', 'Andersson', ['SALJPLUS']), user('F', 'Adam', 'Andersson', ['SALJARE']),
    user('G', 'Bo', 'Ärlig', ['OMBMGR']),
  ];
  it('managers first, then last name, then first name, with Å Ä Ö after Z', () => {
    expect(visibleStaff(staff, 'all').map((u) => `${u.firstname} ${u.lastname}`)).toEqual([
      'Bo Ärlig', 'Karin Östlund', 'Adam Andersson', 'Anna Andersson', 'Zara Zetterlund', 'Åsa Åberg', 'Örjan Öberg',
    ]);
  });
  it('filters by role: Ekonomi, Spelansvarig, Standard, Utökad', () => {
    expect(visibleStaff(staff, 'EKONOMI').map((u) => u.username)).toEqual(['C']);
    expect(visibleStaff(staff, 'OMBMGR').map((u) => u.username)).toEqual(['G', 'D']);
    expect(visibleStaff(staff, 'SALJARE').map((u) => u.username)).toEqual(['F', 'B', 'A']);
    expect(visibleStaff(staff, 'SALJPLUS').map((u) => u.username)).toEqual(['E']);
  });
  it('labels the roles Standard, Utökad, Spelansvarig, Ekonomi', () => {
    expect(['SALJARE', 'SALJPLUS', 'OMBMGR', 'EKONOMI'].map((role) => roleLabel([role]))).toEqual(['Standard', 'Utökad', 'Spelansvarig', 'Ekonomi']);
  });
});

describe('education status of a person (spec part 2 §4) on 2026-11-01', () => {
  const today = '2026-11-01';
  const course = (progress: string, validUntil: string | null) => ({ courseName: 'K', progress, validUntil });
  it.each([
    ['no course information', [], 'red', 'Utbildning saknas'],
    ['a course past its date', [course('100.00', '2026-10-31'), course('100.00', '2027-05-01')], 'red', 'Löpt ut'],
    ['a course running out within 30 days (the 30th day included)', [course('100.00', '2026-12-01'), course('100.00', '2027-05-01')], 'yellow', 'Utbildning går ut 2026-12-01'],
    ['a course running out today', [course('100.00', '2026-11-01')], 'yellow', 'Utbildning går ut 2026-11-01'],
    ['nothing started', [course('0.0', null), course('0.0', null)], 'red', 'Ej påbörjad'],
    ['partly done: the mean percent, rounded down', [course('100.00', '2027-05-01'), course('40.00', null), course('0.0', null)], 'yellow', '46 %'],
    ['everything valid beyond 30 days: green with the earliest date', [course('100.00', '2027-05-01'), course('100.00', '2026-12-02')], 'green', '2026-12-02'],
  ] as const)('%s', (_name, courses, color, text) => {
    expect(personEducation([...courses], today)).toMatchObject({ color, text });
  });
  it('undefined (not in the overview) is "Utbildning saknas"', () => {
    expect(personEducation(undefined, today).text).toBe('Utbildning saknas');
  });
});

describe('the card reads schemas/access/staff-card.json', () => {
  it('adding is hidden for ADMIN and SALJCOACH only', () => {
    expect([['OMBMGR'], ['SALJPLUS'], ['ADMIN'], ['SALJCOACH']].map((roles) => mayAdd(roles))).toEqual([true, true, false, false]);
  });
  it('SALJPLUS on a manager: nothing; on itself: edit only; the mobile for internal roles', () => {
    const plus = { username: '1001_PLUS', roles: ['SALJPLUS'] };
    expect(actionsOn(plus, user('1001_MGR', 'K', 'L', ['OMBMGR']))).toEqual({ edit: false, oneTimePassword: false, delete: false, extend: false, showMobile: false });
    expect(actionsOn(plus, user('1001_PLUS', 'J', 'B', ['SALJPLUS']))).toEqual({ edit: true, oneTimePassword: false, delete: false, extend: false, showMobile: false });
    expect(actionsOn({ username: 'COACH1', roles: ['SALJCOACH'] }, user('1001_SALJ', 'E', 'N', ['SALJARE']))).toEqual({ edit: false, oneTimePassword: false, delete: false, extend: false, showMobile: true });
  });
});

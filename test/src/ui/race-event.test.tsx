import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { fixedClock } from '@/state/clock';
import { createStore } from 'jotai';
import { BrandLogo } from '@/ui/BrandLogo';
import { isRaceEventWeek } from '@/ui/race-event';

const localDay = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour);

describe('isRaceEventWeek (2024-05-01 to 2024-05-27 inclusive)', () => {
  it('is off the day before and the day after', () => {
    expect(isRaceEventWeek(localDay(2024, 4, 30, 23))).toBe(false);
    expect(isRaceEventWeek(localDay(2024, 5, 28, 0))).toBe(false);
  });

  it('is on the first and the last day, whole days', () => {
    expect(isRaceEventWeek(localDay(2024, 5, 1, 0))).toBe(true);
    expect(isRaceEventWeek(localDay(2024, 5, 27, 23))).toBe(true);
  });

  it('does not come back in other years', () => {
    expect(isRaceEventWeek(localDay(2025, 5, 10))).toBe(false);
  });
});

describe('BrandLogo', () => {
  const renderAt = (date: Date) =>
    render(
      <AppProviders store={createStore()} clock={fixedClock(date)}>
        <BrandLogo />
      </AppProviders>,
    );

  it('shows the race-event logo during the race event', () => {
    renderAt(localDay(2024, 5, 1));
    expect(screen.getByRole('img', { name: 'Ombudsportalen – Derbyveckan' }).getAttribute('data-testid')).toBe('race-event-logo');
  });

  it('shows the regular logo outside it', () => {
    renderAt(localDay(2024, 5, 28));
    expect(screen.getByRole('img', { name: 'Ombudsportalen' }).getAttribute('data-testid')).toBe('portal-logo');
  });
});

import { createContext, useContext } from 'react';

/** The source of "now" for anything date dependent, so tests can pin the date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that always answers the same instant (tests, previews). */
export function fixedClock(instant: Date | string): Clock {
  const time = new Date(instant).getTime();
  return { now: () => new Date(time) };
}

export const ClockContext = createContext<Clock>(systemClock);

export function useClock(): Clock {
  return useContext(ClockContext);
}

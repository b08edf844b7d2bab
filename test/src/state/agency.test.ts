import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  agencyAtom,
  agencyLoadedAtom,
  commitAgencyInfoAtom,
  editAgencyInfoAtom,
  resetAgencyInfoAtom,
  segmentAtom,
} from '@/state/agency';
import { resetClientState } from '@/state/reset';
import { agencyInfo } from '../support/session-backend';

describe('agency state', () => {
  it('keeps an original copy: reset restores it, update (commit) replaces it', () => {
    const store = createStore();
    store.set(agencyLoadedAtom, agencyInfo('1001', { agencyPhone: '084112233' }));
    store.set(editAgencyInfoAtom, { agencyPhone: '0701112233' });
    expect(store.get(agencyAtom).current?.agencyPhone).toBe('0701112233');
    store.set(resetAgencyInfoAtom);
    expect(store.get(agencyAtom).current?.agencyPhone).toBe('084112233');
    store.set(editAgencyInfoAtom, { agencyPhone: '0709998877' });
    store.set(commitAgencyInfoAtom);
    store.set(resetAgencyInfoAtom);
    expect(store.get(agencyAtom).original?.agencyPhone).toBe('0709998877');
    expect(store.get(agencyAtom).current?.agencyPhone).toBe('0709998877');
  });

  it('derives the segment with the engine rule, AGENCY without agency info', () => {
    const store = createStore();
    expect(store.get(segmentAtom)).toBe('AGENCY');
    store.set(agencyLoadedAtom, agencyInfo('2002', { agencyType: 'D', revenueSegment: 'BANA' }));
    expect(store.get(segmentAtom)).toBe('DIGITAL');
    store.set(agencyLoadedAtom, agencyInfo('3003', { revenueSegment: 'BANA' }));
    expect(store.get(segmentAtom)).toBe('TRACK');
  });

  it('is cleared on logout', () => {
    const store = createStore();
    store.set(agencyLoadedAtom, agencyInfo('1001'));
    resetClientState(store);
    expect(store.get(agencyAtom)).toEqual({ loadState: 'idle', errorCode: '', current: null, original: null });
  });
});

import { describe, expect, it } from 'vitest';
import { modalReducer, type ModalAction, type ModalState } from '@/ui/modal-state';

describe('modalReducer', () => {
  it.each<[ModalState, ModalAction['type'], ModalState]>([
    ['closed', 'open', 'open'],
    ['closed', 'close', 'closed'],
    ['closed', 'exited', 'closed'],
    ['open', 'open', 'open'],
    ['open', 'close', 'closing'],
    ['open', 'exited', 'open'],
    ['closing', 'open', 'open'],
    ['closing', 'close', 'closing'],
    ['closing', 'exited', 'closed'],
  ])('%s + %s → %s', (state, type, expected) => {
    expect(modalReducer(state, { type })).toBe(expected);
  });
});

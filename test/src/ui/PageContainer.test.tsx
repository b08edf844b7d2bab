import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOADING_DELAY_MS, PageContainer } from '@/ui/PageContainer';

const indicator = () => screen.queryByRole('progressbar', { name: 'Loading...' });

describe('PageContainer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the loading indicator only once loading has lasted more than 750 ms', () => {
    expect(PAGE_LOADING_DELAY_MS).toBe(750);
    render(<PageContainer loading title="Personal">innehåll</PageContainer>);
    expect(screen.getByRole('heading', { level: 1, name: 'Personal' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(749));
    expect(indicator()).toBeNull();
    act(() => vi.advanceTimersByTime(2));
    expect(indicator()).not.toBeNull();
    expect(screen.queryByText('innehåll')).toBeNull();
  });

  it('never shows the indicator for a load that ends in time, and then shows the content', () => {
    const { rerender } = render(<PageContainer loading>innehåll</PageContainer>);
    act(() => vi.advanceTimersByTime(700));
    rerender(<PageContainer loading={false}>innehåll</PageContainer>);
    act(() => vi.advanceTimersByTime(5000));
    expect(indicator()).toBeNull();
    expect(screen.getByText('innehåll')).toBeTruthy();
  });

  it('hides the indicator when loading ends and waits 750 ms again on the next load', () => {
    const { rerender } = render(<PageContainer loading>innehåll</PageContainer>);
    act(() => vi.advanceTimersByTime(1000));
    rerender(<PageContainer loading={false}>innehåll</PageContainer>);
    expect(indicator()).toBeNull();
    rerender(<PageContainer loading>innehåll</PageContainer>);
    act(() => vi.advanceTimersByTime(749));
    expect(indicator()).toBeNull();
    act(() => vi.advanceTimersByTime(2));
    expect(indicator()).not.toBeNull();
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_HIDE_AFTER_MS, FeedbackPanel } from '@/ui/FeedbackPanel';

const SAVED = 'Inställningarna har sparats.';
const scrollIntoView = vi.fn();

describe('FeedbackPanel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollIntoView.mockClear();
    // jsdom has no layout, so no scrollIntoView: give elements one to observe.
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('hides itself at 8000 ms, not at 7999, and tells onHide', () => {
    const onHide = vi.fn();
    render(<FeedbackPanel variant="success" message={SAVED} onHide={onHide} />);
    expect(FEEDBACK_HIDE_AFTER_MS).toBe(8000);
    expect(screen.getByRole('status').textContent).toBe(SAVED);
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.queryByRole('status')).not.toBeNull();
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('stays when permanent', () => {
    render(<FeedbackPanel variant="info" message="Info" permanent />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe('Info');
  });

  it('restarts the timer when the message changes, and shows a new message after hiding', () => {
    const { rerender } = render(<FeedbackPanel variant="info" message="Ett" />);
    act(() => vi.advanceTimersByTime(5000));
    rerender(<FeedbackPanel variant="info" message="Två" />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toBe('Två');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<FeedbackPanel variant="info" message="Tre" />);
    expect(screen.getByRole('status').textContent).toBe('Tre');
  });

  it('uses role alert for warning and error', () => {
    render(
      <>
        <FeedbackPanel variant="warning" message="Varning" />
        <FeedbackPanel variant="error" message="Fel" />
      </>,
    );
    expect(screen.getAllByRole('alert').map((element) => element.textContent)).toEqual(['Varning', 'Fel']);
  });

  it('scrolls itself into view when content appears, unless noScroll', () => {
    const { rerender } = render(<FeedbackPanel variant="error" message="" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(<FeedbackPanel variant="error" message="Fel" />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    rerender(<FeedbackPanel variant="error" message="Annat fel" noScroll />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logToServer } from '@/api/client-log';
import { AppErrorBoundary } from '@/ui/AppErrorBoundary';

vi.mock(import('@/api/client-log'), async (original) => ({ ...(await original()), logToServer: vi.fn() }));

const TEXT = 'Nu gick någonting fel. Klicka här för att komma tillbaka. Om problemet kvarstår kontakta kundservice.';
let broken = true;

function Fragile() {
  if (broken) throw new Error('Trasig komponent');
  return <p>Startsidan</p>;
}

describe('AppErrorBoundary', () => {
  beforeEach(() => {
    broken = true;
    vi.mocked(logToServer).mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports caught errors on the console
  });

  it('shows the spec text with "Klicka här" linking to / and logs the error', () => {
    render(
      <AppErrorBoundary>
        <Fragile />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(TEXT);
    expect(screen.getByRole('link', { name: 'Klicka här' }).getAttribute('href')).toBe('/');
    expect(logToServer).toHaveBeenCalledTimes(1);
    expect(logToServer).toHaveBeenCalledWith(
      expect.objectContaining({ logLevel: 'error', msg: expect.stringContaining('Trasig komponent'), error: expect.any(Error) }),
    );
  });

  it('resets itself when the link is clicked with onReset', async () => {
    const onReset = vi.fn(() => {
      broken = false;
    });
    render(
      <AppErrorBoundary onReset={onReset}>
        <Fragile />
      </AppErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Klicka här' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Startsidan')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

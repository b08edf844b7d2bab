import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieConsentDialog } from '@/features/consent/components/CookieConsentDialog';
import { consentCookie, consentCookieName, readAnalyticsConsent } from '@/state/consent-cookie';
import { clearCookies } from './clear-cookies';

const NOW = new Date('2026-03-01T10:00:00Z');
const IN_365_DAYS = new Date('2027-03-01T10:00:00Z').toUTCString();
const BODY =
  'Vi använder nödvändiga cookies för att portalen ska fungera. Med ditt samtycke använder vi även analyscookies för att förbättra portalen.';

describe('consent cookie', () => {
  it('is named per user and lasts 365 days, SameSite=Lax, path /', () => {
    expect(consentCookieName('12345_anna')).toBe('analyticsConsent_12345_ANNA');
    expect(consentCookie('12345_ANNA', 'granted', NOW, false)).toBe(
      `analyticsConsent_12345_ANNA=granted; max-age=31536000; expires=${IN_365_DAYS}; path=/; SameSite=Lax`,
    );
    expect(consentCookie('12345_ANNA', 'denied', NOW, true)).toMatch(/; Secure$/);
  });

  it('reads only granted or denied for the given user', () => {
    const jar = 'other=1; analyticsConsent_12345_ANNA=granted; analyticsConsent_BERTIL=maybe';
    expect(readAnalyticsConsent('12345_ANNA', jar)).toBe('granted');
    expect(readAnalyticsConsent('BERTIL', jar)).toBeUndefined();
    expect(readAnalyticsConsent('', jar)).toBeUndefined();
  });
});

describe('CookieConsentDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    clearCookies();
  });

  it('asks an unanswered user, writes a 365-day cookie on an answer, closes and does not ask again', async () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    const { unmount } = render(<CookieConsentDialog username="12345_ANNA" />);
    const dialog = screen.getByRole('dialog', { name: 'Cookies' });
    expect(dialog.textContent).toContain(BODY);
    expect(screen.getByRole('button', { name: 'Endast nödvändiga' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Godkänn analyscookies' }));
    expect(written).toHaveBeenCalledWith(`analyticsConsent_12345_ANNA=granted; max-age=31536000; expires=${IN_365_DAYS}; path=/; SameSite=Lax`);
    expect(readAnalyticsConsent('12345_ANNA')).toBe('granted');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    render(<CookieConsentDialog username="12345_ANNA" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is keyboard operable, ignores Escape, and "Endast nödvändiga" stores denied', async () => {
    const user = userEvent.setup();
    render(<CookieConsentDialog username="BERTIL" />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeTruthy();
    const necessaryOnly = screen.getByRole('button', { name: 'Endast nödvändiga' });
    for (let presses = 0; presses < 5 && document.activeElement !== necessaryOnly; presses += 1) await user.tab();
    expect(document.activeElement).toBe(necessaryOnly);
    await user.keyboard('{Enter}');
    expect(readAnalyticsConsent('BERTIL')).toBe('denied');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks each user separately and nobody when no one is logged in', () => {
    document.cookie = 'analyticsConsent_12345_ANNA=granted; path=/';
    const { rerender } = render(<CookieConsentDialog username="" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<CookieConsentDialog username="67890_CARL" />);
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeTruthy();
  });
});

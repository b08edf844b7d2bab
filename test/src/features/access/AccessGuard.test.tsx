import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AccessGuard } from '@/features/access/components/AccessGuard';
import { agencyLoadedAtom } from '@/state/agency';
import { authAtom, initialAuthState } from '@/state/auth';
import { agencyInfo } from '../../support/session-backend';

/** The guard in front of a page that shows "SIDAN" when allowed. */
function renderGuarded(path: string, roles: string[], agencyType?: string, revenueSegment?: string) {
  const store = createStore();
  store.set(authAtom, { ...initialAuthState, viewState: 'logged-in', roles });
  if (agencyType || revenueSegment) store.set(agencyLoadedAtom, agencyInfo('1001', { agencyType, revenueSegment }));
  const router = createMemoryRouter([{ element: <AccessGuard />, children: [{ path: '*', element: <p>SIDAN</p> }] }], { initialEntries: [path] });
  render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('AccessGuard (engine pathAccess)', () => {
  it('shows the page when the roles and the segment allow it', () => {
    renderGuarded('/terminal', ['OMBMGR']);
    expect(screen.getByText('SIDAN')).toBeTruthy();
  });

  it('answers "Du har inte behörighet…" with a link to the start when the roles do not allow it', () => {
    renderGuarded('/terminal', ['SALJARE']);
    expect(screen.getByRole('heading', { name: 'Du har inte behörighet till den här sidan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Till startsidan' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('SIDAN')).toBeNull();
  });

  it('answers "Innehållet går inte att ladda…" when only the segment hides it', () => {
    renderGuarded('/terminal', ['OMBMGR'], 'D');
    const link = screen.getByRole('link', { name: 'Klicka här' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.parentElement?.textContent).toBe('Innehållet går inte att ladda just nu. Klicka här för att komma till startsidan.');
  });

  it('shows a page’s own text for a segment it is hidden from: Orders tells a DIGITAL shop "Åtkomst nekad", TRACK gets the standard text', () => {
    renderGuarded('/bestallningar', ['OMBMGR'], 'D');
    expect(screen.getByRole('heading', { name: 'Åtkomst nekad' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Till startsidan' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('SIDAN')).toBeNull();
  });

  it('keeps the standard text for TRACK on /bestallningar', () => {
    renderGuarded('/bestallningar', ['OMBMGR'], 'O', 'BANA');
    expect(screen.getByRole('link', { name: 'Klicka här' })).toBeTruthy();
    expect(screen.queryByText('Åtkomst nekad')).toBeNull();
  });

  it('hides a section sub-item by segment (BLA only for TRACK)', () => {
    renderGuarded('/butiksinfo/bla', ['OMBMGR'], 'O', 'BANA');
    expect(screen.getByText('SIDAN')).toBeTruthy();
  });

  it('shows the not-found page for an unknown path', () => {
    renderGuarded('/andelsspel/finns-inte', ['OMBMGR']);
    expect(screen.getByText(/Hoppsan, nu gick något fel\./)).toBeTruthy();
  });

  it('lets every role see the news below /nyheter', () => {
    renderGuarded('/nyheter/12/en-artikel', ['PARTNER_TELIA']);
    expect(screen.getByText('SIDAN')).toBeTruthy();
  });

  it('keeps /losenord from internal staff', () => {
    renderGuarded('/losenord', ['ADMIN']);
    expect(screen.getByText('Du har inte behörighet till den här sidan')).toBeTruthy();
  });
});

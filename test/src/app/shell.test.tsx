import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECTIONS, PAGE_PATHS } from '@/app/routes';
import { MARKETING_MATERIAL_URL } from '@/app/portal-links';
import { clearCookies, returningUserCookies } from '../support/cookies';
import { renderApp } from '../support/render-app';
import { CHAIN_USER, DIGITAL_MANAGER, MANAGER, SELLER, sessionBackend, type TestUser } from '../support/session-backend';

const linksOf = (name: string) => within(screen.getByRole('navigation', { name })).getAllByRole('link').map((link) => link.textContent);

function renderAs(user: TestUser, path: string, agencies: Parameters<typeof sessionBackend>[1] = { '1001': {} }) {
  returningUserCookies(user.username);
  return renderApp(path, sessionBackend(user, agencies));
}

describe('the shell', () => {
  afterEach(clearCookies);

  it('opens Portal for agency staff at /, with the sections as the second-level menu', async () => {
    renderAs(MANAGER, '/');
    await screen.findByRole('heading', { name: 'Välkommen, Karin' });
    expect(screen.getByRole('tab', { name: 'Portal' }).getAttribute('aria-selected')).toBe('true');
    expect(linksOf('Portal')).toEqual(['Andelsspel', 'Kampanjer', 'Vinster', 'Partnerprodukter', 'Butiksinfo', 'Om oss']);
  });

  it('opens Vår butik for other users, and switches category on a tab click', async () => {
    const { user } = renderAs(CHAIN_USER, '/');
    await screen.findByRole('heading', { name: 'Välkommen, Maria' });
    expect(linksOf('Vår butik')).toEqual(['Ekonomirapporter']);
    await user.click(screen.getByRole('tab', { name: 'Portal' }));
    expect(linksOf('Portal')).toContain('Andelsspel');
  });

  it('shows the section sub-items as the third-level menu, by segment (DIGITAL: Arkiv, no Extra)', async () => {
    renderAs(DIGITAL_MANAGER, '/kampanj', { '2002': { agencyType: 'D' } });
    expect(await screen.findByRole('heading', { name: 'Kampanjer' })).toBeTruthy();
    expect(linksOf('Kampanjer')).toEqual(['Kampanjer', 'Pågående', 'Sociala medier', 'Sometips', 'Varumärken', 'Säljtävling']);
    expect(linksOf('Portal')).not.toContain('Partnerprodukter');
  });

  it('renders no tabs or menu bars on a phone, where the drawer alone holds the menu (their first render was the slow part)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), addEventListener: () => {}, removeEventListener: () => {} }));
    try {
      renderAs(MANAGER, '/');
      await screen.findByRole('heading', { name: 'Välkommen, Karin' });
      expect(screen.queryByRole('tablist', { hidden: true })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Portal', hidden: true })).toBeNull();
      expect(screen.getByRole('button', { name: 'Meny' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers "Material" in a new tab without opener access', async () => {
    renderAs(MANAGER, '/');
    const material = await screen.findByRole('link', { name: 'Material (öppnas i en ny flik)' });
    expect(material.getAttribute('href')).toBe(MARKETING_MATERIAL_URL);
    expect(material.getAttribute('target')).toBe('_blank');
    expect(material.getAttribute('rel')).toContain('noopener');
  });

  it('holds the whole menu in the drawer', async () => {
    const { user } = renderAs(SELLER, '/');
    await user.click(await screen.findByRole('button', { name: 'Meny' }));
    const drawer = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(drawer).getByRole('link', { name: 'Min sida' })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Undermeny Butiksinfo' }));
    await user.click(within(drawer).getByRole('link', { name: 'Kontakt' }));
    expect(await screen.findByRole('heading', { name: 'Kontakt' })).toBeTruthy();
  });

  it('hides "Byt lösenord" from nobody but internal staff', async () => {
    const { user } = renderAs(SELLER, '/');
    await user.click(await screen.findByRole('button', { name: 'Elin Nyström' }));
    const items = within(screen.getByRole('menu', { name: 'Användarmeny' })).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Byt lösenord', 'Webbmail', 'Logga ut']);
  });
});

describe('every route of the §2 table', () => {
  afterEach(clearCookies);
  // OMBMGR of an AGENCY outlet may open all of these; the placeholder heading is the menu title.
  const titles: Record<string, string> = {
    '/personal': 'Personal', '/ekonomirapporter': 'Ekonomirapporter', '/bestallningar': 'Beställningar', '/terminal': 'Terminal',
    '/installningar': 'Inställningar', '/utbildning': 'Utbildning', '/losenord': 'Byt lösenord', '/andelsspel': 'Andelsspel',
    '/kampanj': 'Kampanjer', '/vinster': 'Vinster', '/partnerprodukter': 'Partnerprodukter', '/butiksinfo': 'Butiksinfo',
    '/omatg': 'Om oss', '/andelsspel/hasttips': 'Hästtips', '/vinster/material': 'Material', '/nyheter': 'Nyheter',
  };

  it('declares a route for every shop page and content section', () => {
    expect([...PAGE_PATHS]).toEqual(['minsida', 'personal', 'ekonomirapporter', 'partnerrapporter', 'bestallningar', 'terminal', 'installningar', 'utbildning', 'losenord']);
    expect([...CONTENT_SECTIONS]).toEqual(['andelsspel', 'kampanj', 'vinster', 'partnerprodukter', 'butiksinfo', 'omatg']);
  });

  it.each(Object.entries(titles))('%s shows the heading "%s"', async (path, title) => {
    renderAs(MANAGER, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('/nyheter/12/en-nyhet is an article: its text, or the article error when the content service fails', async () => {
    renderAs(MANAGER, '/nyheter/12/en-nyhet');
    expect(await screen.findByText('Texten som skulle stå här kunde inte laddas. Om problemet kvarstår, kontakta support.')).toBeTruthy();
  });

  it('answers /terminal for a seller with "Du har inte behörighet till den här sidan"', async () => {
    renderAs(SELLER, '/terminal');
    expect(await screen.findByText('Du har inte behörighet till den här sidan')).toBeTruthy();
  });
});

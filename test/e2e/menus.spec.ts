import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { loginAs } from './support/login';
import { categoryLinks, sectionLinks } from './support/menu';

// Each demo account logs in through the login screen with the demo password (README: a contract) and sees exactly its
// menu: roles (spec §6) and the outlet segment (spec §2) decide. demo-accounts.spec.ts logs in the accounts without a
// menu of their own here; gates.spec.ts those whose gate comes first.
const ALL_SECTIONS = ['Andelsspel', 'Kampanjer', 'Vinster', 'Partnerprodukter', 'Butiksinfo', 'Om oss'];
const NO_PARTNER_PRODUCTS = ALL_SECTIONS.filter((section) => section !== 'Partnerprodukter');

interface ExpectedMenu {
  /** The tab shown at / (spec: Portal for OMBMGR, SALJPLUS, SALJARE, EKONOMI, else Vår butik). */
  startsAt: 'Portal' | 'Vår butik';
  shop: string[];
  portal: string[];
  /** Segment-dependent sub-items, checked after the category menus. */
  more?: (page: Page) => Promise<void>;
}

const expected: Record<string, ExpectedMenu> = {
  '1001_SALJ': { startsAt: 'Portal', shop: ['Min sida', 'Beställningar', 'Utbildning'], portal: ALL_SECTIONS },
  '1001_EKO': { startsAt: 'Portal', shop: ['Min sida', 'Ekonomirapporter'], portal: ALL_SECTIONS },
  '1001_MGR': {
    startsAt: 'Portal',
    shop: ['Personal', 'Ekonomirapporter', 'Beställningar', 'Terminal', 'Inställningar', 'Utbildning'],
    portal: ALL_SECTIONS,
    more: async (page) => {
      const campaigns = await sectionLinks(page, 'Kampanjer'); // AGENCY: Extra, no Reklam
      expect(campaigns).toContain('Extra');
      expect(campaigns).not.toContain('Reklam');
      expect(await sectionLinks(page, 'Andelsspel')).not.toContain('Arkiv');
    },
  },
  '2002_MGR': {
    startsAt: 'Portal',
    shop: ['Personal', 'Ekonomirapporter', 'Inställningar', 'Utbildning'],
    portal: NO_PARTNER_PRODUCTS,
    more: async (page) => {
      expect(await sectionLinks(page, 'Andelsspel')).toContain('Arkiv'); // DIGITAL: Arkiv, no Extra or Reklam
      const campaigns = await sectionLinks(page, 'Kampanjer');
      expect(campaigns).not.toContain('Extra');
      expect(campaigns).not.toContain('Reklam');
      await page.goto('/terminal');
      await expect(page.getByText('Innehållet går inte att ladda just nu. Klicka här för att komma till startsidan.')).toBeVisible();
      // Orders names its own text for the digital segment (spec part 2 §2), and no form.
      await page.goto('/bestallningar');
      await expect(page.getByRole('heading', { name: 'Åtkomst nekad' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Spara ändringar' })).toHaveCount(0);
    },
  },
  '3003_MGR': {
    startsAt: 'Portal',
    shop: ['Personal', 'Ekonomirapporter', 'Inställningar', 'Utbildning'],
    portal: NO_PARTNER_PRODUCTS,
    more: async (page) => {
      // TRACK: BLA, no Avgifter or Terminalen; Reklam under Kampanjer.
      expect(await sectionLinks(page, 'Butiksinfo')).toEqual(['Butiksinfo', 'Blanketter', 'Butiksavtal', 'Veckan', 'BLA', 'Frågor och svar', 'Kontakt']);
      expect(await sectionLinks(page, 'Kampanjer')).toContain('Reklam');
    },
  },
  KEDJA3: { startsAt: 'Vår butik', shop: ['Ekonomirapporter'], portal: ALL_SECTIONS },
  TELIA1: { startsAt: 'Vår butik', shop: ['Partnerrapporter'], portal: ALL_SECTIONS },
};

for (const [username, menu] of Object.entries(expected)) {
  test(`${username} logs in with the demo password and sees exactly its menu`, async ({ page }) => {
    await loginAs(page, username);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    await expect(page.getByRole('tab', { name: menu.startsAt })).toHaveAttribute('aria-selected', 'true');
    expect(await categoryLinks(page, 'Vår butik')).toEqual(menu.shop);
    expect(await categoryLinks(page, 'Portal')).toEqual(menu.portal);
    await menu.more?.(page);
  });
}

import { describe, expect, it } from 'vitest';
import { defaultCategory, findMenuItemByPath, pathAccess, type MenuDeclaration, type PathAccess, type Segment } from '@ombudsportalen/portal/access';
import menuJson from '../../../schemas/menu/menu.json';

const menu = menuJson as MenuDeclaration;

describe('pathAccess', () => {
  it.each<[string, readonly string[], Segment, string, PathAccess]>([
    ['1001_SALJ at /terminal', ['SALJARE'], 'AGENCY', '/terminal', 'not-in-menu'],
    ['SALJARE at /minsida', ['SALJARE'], 'AGENCY', '/minsida', 'allowed'],
    ['SALJARE at /minsida/ with a query', ['SALJARE'], 'AGENCY', '/Minsida/?tab=1', 'allowed'],
    ['SALJARE at /personal', ['SALJARE'], 'AGENCY', '/personal', 'not-in-menu'],
    ['OMBMGR of a digital shop at /bestallningar', ['OMBMGR'], 'DIGITAL', '/bestallningar', 'forbidden'],
    ['OMBMGR of a track outlet at /terminal', ['OMBMGR'], 'TRACK', '/terminal', 'forbidden'],
    ['SALJARE of a digital shop at /terminal (role and segment)', ['SALJARE'], 'DIGITAL', '/terminal', 'not-in-menu'],
    ['OMBMGR of an agency at /bestallningar', ['OMBMGR'], 'AGENCY', '/bestallningar', 'allowed'],
    ['partner at /partnerrapporter', ['PARTNER_TELIA'], 'AGENCY', '/partnerrapporter', 'allowed'],
    ['RETAIL at /partnerrapporter', ['RETAIL'], 'AGENCY', '/partnerrapporter', 'not-in-menu'],
    ['RETAIL at /ekonomirapporter', ['RETAIL'], 'AGENCY', '/ekonomirapporter', 'allowed'],
    ['RETAIL at /losenord', ['RETAIL'], 'AGENCY', '/losenord', 'allowed'],
    ['ADMIN at /losenord', ['ADMIN'], 'AGENCY', '/losenord', 'not-in-menu'],
    ['ADMIN at /installningar', ['ADMIN'], 'AGENCY', '/installningar', 'allowed'],
    ['EKONOMI at /', ['EKONOMI'], 'AGENCY', '/', 'allowed'],
    ['EKONOMI at a news article', ['EKONOMI'], 'AGENCY', '/nyheter/12/en-rubrik', 'allowed'],
    ['anyone at a section home', ['PARTNER_TRE'], 'AGENCY', '/andelsspel', 'allowed'],
    ['agency at the archive (digital only)', ['OMBMGR'], 'AGENCY', '/andelsspel/arkiv', 'forbidden'],
    ['digital shop at the archive', ['OMBMGR'], 'DIGITAL', '/andelsspel/arkiv', 'allowed'],
    ['track outlet under a hidden section', ['SALJARE'], 'TRACK', '/partnerprodukter/freja', 'forbidden'],
    ['track outlet at BLA', ['SALJARE'], 'TRACK', '/butiksinfo/bla', 'allowed'],
    ['an unknown route', ['OMBMGR'], 'AGENCY', '/finnsinte', 'unknown'],
    ['an unknown sub-page', ['OMBMGR'], 'AGENCY', '/andelsspel/finnsinte', 'unknown'],
    ['too deep under a menu item', ['OMBMGR'], 'AGENCY', '/minsida/x', 'unknown'],
    ['a user without known roles', ['KUND'], 'AGENCY', '/', 'not-in-menu'],
  ])('%s', (_name, roles, segment, path, expected) => {
    expect(pathAccess(menu, path, { roles, segment })).toBe(expected);
  });
});

describe('findMenuItemByPath', () => {
  it('finds a section route as its home sub-item, with the section', () => {
    const match = findMenuItemByPath(menu, '/kampanj');
    expect(match).toMatchObject({ categoryId: 'portal', id: 'home', parentId: 'kampanj' });
    expect(match?.parent?.title).toBe('Kampanjer');
  });

  it('finds shop items and sub-items, not pages', () => {
    expect(findMenuItemByPath(menu, '/terminal')).toMatchObject({ categoryId: 'varbutik', id: 'terminal' });
    expect(findMenuItemByPath(menu, '/butiksinfo/terminalen/')).toMatchObject({ id: 'terminalen', parentId: 'butiksinfo' });
    expect(findMenuItemByPath(menu, '/losenord')).toBeUndefined();
  });
});

describe('defaultCategory (part 1 §2)', () => {
  it.each([
    [['OMBMGR'], 'portal'],
    [['SALJPLUS'], 'portal'],
    [['SALJARE'], 'portal'],
    [['EKONOMI'], 'portal'],
    [['ADMIN'], 'varbutik'],
    [['SALJCOACH'], 'varbutik'],
    [['RETAIL'], 'varbutik'],
    [['PARTNER_KOMBISPEL'], 'varbutik'],
    [[], 'varbutik'],
  ])('%o → %s', (roles, category) => {
    expect(defaultCategory(menu, roles)).toBe(category);
    expect(menu.categories[category]).toBeDefined();
  });
});

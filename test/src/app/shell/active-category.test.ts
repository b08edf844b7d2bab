import { describe, expect, it } from 'vitest';
import { visibleMenu } from '@ombudsportalen/portal/access';
import { activeCategoryId, activeSection } from '@/app/shell/active-category';
import { portalMenu } from '@/state/access';

const menuOf = (...roles: string[]) => visibleMenu(portalMenu, { roles, segment: 'AGENCY' });

describe('activeCategoryId', () => {
  it('defaults to Portal at / for agency staff and to Vår butik for everyone else', () => {
    for (const role of ['OMBMGR', 'SALJPLUS', 'SALJARE', 'EKONOMI']) expect(activeCategoryId(menuOf(role), '/', [role], null)).toBe('portal');
    for (const role of ['RETAIL', 'ADMIN', 'PARTNER_TELIA']) expect(activeCategoryId(menuOf(role), '/', [role], null)).toBe('varbutik');
  });

  it('follows the current page, then a tab clicked on this path', () => {
    const menu = menuOf('OMBMGR');
    expect(activeCategoryId(menu, '/personal', ['OMBMGR'], null)).toBe('varbutik');
    expect(activeCategoryId(menu, '/kampanj/extra', ['OMBMGR'], null)).toBe('portal');
    expect(activeCategoryId(menu, '/personal', ['OMBMGR'], { path: '/personal', categoryId: 'portal' })).toBe('portal');
    expect(activeCategoryId(menu, '/terminal', ['OMBMGR'], { path: '/personal', categoryId: 'portal' })).toBe('varbutik');
  });
});

describe('activeSection', () => {
  it('is the portal section the path is in, with its visible sub-items', () => {
    const section = activeSection(menuOf('OMBMGR'), '/butiksinfo/kontakt');
    expect(section?.id).toBe('butiksinfo');
    expect(section?.children.map((child) => child.id)).not.toContain('bla');
    expect(activeSection(menuOf('OMBMGR'), '/personal')).toBeUndefined();
  });
});

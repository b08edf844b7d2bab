import { describe, expect, it } from 'vitest';
import {
  type MenuDeclaration, accessRuleHolds, findPageByPath, menuDeclarationProblems, menuItemAccess, normalizePath,
} from '@ombudsportalen/portal/access';
import menuJson from '../../../schemas/menu/menu.json';

const menu = menuJson as MenuDeclaration;
const seller = { roles: ['SALJARE'], segment: 'AGENCY' as const };

describe('menu entries without roles', () => {
  it('a sub-item without roles has its section’s; a top-level entry without roles is shown to nobody', () => {
    expect(menuItemAccess({ title: 'X', path: '/x' } as never, seller)).toBe('hidden-by-role');
    expect(menuItemAccess({}, seller, { roles: '*' })).toBe('visible');
    expect(menuItemAccess({}, seller, { roles: ['ADMIN'] })).toBe('hidden-by-role');
    // a section without roles (the meta-schema requires them) admits no sub-item, whatever the sub-item says
    expect(menuItemAccess({ roles: '*' }, seller, {})).toBe('hidden-by-role');
  });
});

describe('paths', () => {
  it('drops the query, the hash and every trailing slash, and lower-cases', () => {
    expect(normalizePath('/Minsida//?x=1')).toBe('/minsida');
    expect(normalizePath('Nyheter/12#top')).toBe('/nyheter/12');
    expect(normalizePath('/')).toBe('/');
  });

  it('a page covers deeper paths only when it declares subpaths', () => {
    expect(findPageByPath(menu, '/nyheter/12/rubrik')?.path).toBe('/nyheter');
    expect(findPageByPath(menu, '/losenord/x')).toBeUndefined();
    expect(findPageByPath(menu, '/losenordx')).toBeUndefined();
  });
});

describe('menuDeclarationProblems', () => {
  it('a section’s home sub-item must have the section’s path; / cannot declare subpaths', () => {
    const broken = structuredClone(menuJson) as any;
    broken.categories.portal.items.vinster.children.home.path = '/vinster/hem';
    broken.pages.start = { title: 'Start', path: '/', roles: '*', subpaths: true };
    const problems = menuDeclarationProblems(broken);
    expect(problems).toContain('categories/portal/items/vinster/children/home: path /vinster/hem should be /vinster');
    expect(problems).toContain('pages/start: / cannot declare subpaths');
  });
});

describe('rules about another user', () => {
  it('self never holds without the user’s own name, and a segment rule never without a segment', () => {
    expect(accessRuleHolds({ self: true }, { roles: ['OMBMGR'], target: { username: 'a', roles: [] } })).toBe(false);
    expect(accessRuleHolds({ self: true }, { roles: ['OMBMGR'], username: 'A' })).toBe(false);
    expect(accessRuleHolds({ self: true }, { roles: ['OMBMGR'], username: 'A', target: { username: 'a', roles: [] } })).toBe(true);
    expect(accessRuleHolds({ segments: ['AGENCY'] }, { roles: ['OMBMGR'] })).toBe(false);
  });
});

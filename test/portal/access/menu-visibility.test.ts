import { describe, expect, it } from 'vitest';
import { isMenuItemVisible, visibleMenu, type MenuDeclaration } from '@ombudsportalen/portal/access';
import menuJson from '../../../schemas/menu/menu.json';
import { SPEC_PORTAL_SECTIONS, SPEC_ROLES, SPEC_SEGMENTS, SPEC_SHOP_ITEMS, specEntries, specVisible, type SpecEntry } from './spec-tables';

const menu = menuJson as MenuDeclaration;

/** The declaration of a spec entry in menu.json, with its section for a sub-item. */
function declared(entry: SpecEntry) {
  const item = menu.categories[entry.category]?.items[entry.item];
  if (item === undefined) throw new Error(`menu.json lacks ${entry.category}/${entry.item}`);
  if (entry.child === undefined) return { item, parent: undefined };
  const child = item.children?.[entry.child];
  if (child === undefined) throw new Error(`menu.json lacks ${entry.item}/${entry.child}`);
  return { item: child, parent: item };
}

describe('menu.json has the structure of part 1 §2', () => {
  it('has both categories with the spec items in order', () => {
    expect(Object.keys(menu.categories)).toStrictEqual(['varbutik', 'portal']);
    expect(Object.keys(menu.categories.varbutik?.items ?? {})).toStrictEqual(Object.keys(SPEC_SHOP_ITEMS));
    expect(Object.keys(menu.categories.portal?.items ?? {})).toStrictEqual(Object.keys(SPEC_PORTAL_SECTIONS));
    for (const [section, children] of Object.entries(SPEC_PORTAL_SECTIONS)) {
      expect(Object.keys(menu.categories.portal?.items[section]?.children ?? {}), section).toStrictEqual(children);
    }
  });

  it.each(specEntries().map((entry) => [entry.path, entry.child ?? 'item', entry] as const))('%s (%s) is at its route', (path, _kind, entry) => {
    expect(declared(entry).item.path).toBe(path);
  });
});

describe('isMenuItemVisible: every entry × 17 roles × 3 segments, per part 1 §2 and §6', () => {
  it.each(specEntries().map((entry) => [`${entry.path}${entry.child === undefined ? '' : ` (${entry.child})`}`, entry] as const))(
    '%s',
    (_name, entry) => {
      const { item, parent } = declared(entry);
      const wrong: string[] = [];
      for (const role of SPEC_ROLES) {
        for (const segment of SPEC_SEGMENTS) {
          const expected = specVisible(entry, role, segment);
          if (isMenuItemVisible(item, { roles: [role], segment }, parent) !== expected) {
            wrong.push(`${role}/${segment}: expected ${expected ? 'visible' : 'hidden'}`);
          }
        }
      }
      expect(wrong).toStrictEqual([]);
    },
  );

  it('admits a user when any role is admitted, and never for unknown role names', () => {
    const minsida = menu.categories.varbutik?.items.minsida;
    expect(minsida).toBeDefined();
    if (minsida === undefined) return;
    expect(isMenuItemVisible(minsida, { roles: ['OMBMGR', 'EKONOMI'], segment: 'AGENCY' })).toBe(true);
    expect(isMenuItemVisible(minsida, { roles: ['saljare', 'SÄLJARE'], segment: 'AGENCY' })).toBe(false);
    const partner = menu.categories.varbutik?.items.partnerrapporter;
    if (partner === undefined) throw new Error('no partnerrapporter');
    expect(isMenuItemVisible(partner, { roles: ['PARTNER_NEWCO'], segment: 'AGENCY' })).toBe(false);
    expect(isMenuItemVisible(partner, { roles: [], segment: 'AGENCY' })).toBe(false);
  });
});

describe('visibleMenu', () => {
  it('lists exactly the visible entries of the spec for every role and segment', () => {
    for (const role of SPEC_ROLES) {
      for (const segment of SPEC_SEGMENTS) {
        const expected = specEntries()
          .filter((entry) => entry.child !== 'home' && specVisible(entry, role, segment))
          .map((entry) => (entry.child === undefined ? entry.item : `${entry.item}/${entry.child}`));
        const actual = visibleMenu(menu, { roles: [role], segment }).flatMap((category) =>
          category.items.flatMap((item) => [item.id, ...item.children.filter((c) => c.id !== 'home').map((c) => `${item.id}/${c.id}`)]),
        );
        expect(actual, `${role}/${segment}`).toStrictEqual(expected);
      }
    }
  });

  it('gives a seller of an ordinary agency Min sida, Beställningar, Utbildning and the portal', () => {
    const [shop, portal] = visibleMenu(menu, { roles: ['SALJARE'], segment: 'AGENCY' });
    expect(shop?.title).toBe('Vår butik');
    expect(shop?.items.map((item) => item.path)).toStrictEqual(['/minsida', '/bestallningar', '/utbildning']);
    expect(portal?.items.find((item) => item.id === 'andelsspel')?.children[0]).toStrictEqual({ id: 'home', title: 'Andelsspel', path: '/andelsspel', children: [] });
  });

  it('keeps a section with only home visible, and drops an empty category', () => {
    const tiny: MenuDeclaration = {
      categories: {
        a: { title: 'A', items: { s: { title: 'S', path: '/s', roles: '*', children: { home: { title: 'S', path: '/s' }, x: { title: 'X', path: '/s/x', hiddenForSegments: ['AGENCY'] } } } } },
        b: { title: 'B', items: { p: { title: 'P', path: '/p', roles: ['ADMIN'] } } },
      },
      pages: {},
      defaultCategory: { category: 'a', roles: '*', otherwise: 'a' },
    };
    expect(visibleMenu(tiny, { roles: ['SALJARE'], segment: 'AGENCY' })).toStrictEqual([
      { id: 'a', title: 'A', items: [{ id: 's', title: 'S', path: '/s', children: [{ id: 'home', title: 'S', path: '/s', children: [] }] }] },
    ]);
  });
});

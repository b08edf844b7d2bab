import { describe, expect, it } from 'vitest';
import { type MenuDeclaration, type Segment, pathAccess, visibleMenu } from '@ombudsportalen/portal/access';
import menuJson from '../../../schemas/menu/menu.json';
import { cells } from './role-combinations';
import { specEntries } from './spec-tables';

const menu = menuJson as MenuDeclaration;

// The spec's verdict for a user holding several roles: an entry shows when any of them may see it (part 1 §6).
const roleAdmits = (entryRoles: readonly string[], roles: readonly string[]) => roles.some((role) => entryRoles.includes(role));

describe('the menu for users with several roles (every pair of roles, none, an unknown one) in every segment', () => {
  it('visibleMenu lists the entries any of the roles may see', () => {
    const wrong: string[] = [];
    for (const { roles, segment } of cells()) {
      const expected = specEntries()
        .filter((e) => e.child !== 'home' && roleAdmits(e.roles, roles) && !e.hiddenFor.includes(segment))
        .map((e) => (e.child === undefined ? e.item : `${e.item}/${e.child}`));
      const actual = visibleMenu(menu, { roles, segment: segment as Segment }).flatMap((category) =>
        category.items.flatMap((item) => [item.id, ...item.children.filter((c) => c.id !== 'home').map((c) => `${item.id}/${c.id}`)]),
      );
      if (JSON.stringify(actual) !== JSON.stringify(expected)) wrong.push(`${roles.join('+')}/${segment}`);
    }
    expect(wrong).toStrictEqual([]);
  });

  it('pathAccess: role first (not-in-menu), then segment (forbidden), at every entry’s route', () => {
    const wrong: string[] = [];
    for (const { roles, segment } of cells()) {
      for (const entry of specEntries()) {
        const expected = !roleAdmits(entry.roles, roles) ? 'not-in-menu' : entry.hiddenFor.includes(segment) ? 'forbidden' : 'allowed';
        const actual = pathAccess(menu, entry.path, { roles, segment: segment as Segment });
        if (actual !== expected) wrong.push(`${roles.join('+')}/${segment} ${entry.path}: ${actual}, expected ${expected}`);
      }
    }
    expect(wrong).toStrictEqual([]);
  });
});

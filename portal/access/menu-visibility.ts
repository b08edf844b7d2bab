// Which menu entries a user sees, which route they may open, and which category is shown at /.
import { accessRuleHolds } from './access-rule';
import type { Segment } from './segment';
import type { RoleSelector } from '@ombudsportalen/engine/browser';
import type { MenuChildDeclaration, MenuDeclaration, MenuItemDeclaration, PageDeclaration } from '../api/declarations.gen';

/** The access every entry carries: the roles that may see it and the segments it is hidden for. */
type MenuEntryAccess = Pick<MenuChildDeclaration, 'roles' | 'hiddenForSegments'>;

/** The user facts visibility depends on: session roles and the outlet segment (AGENCY without an agency). */
export interface AccessContext {
  readonly roles: readonly string[];
  readonly segment: Segment;
}

/** The verdict on one entry: shown, or why not (role is checked before segment). */
export type MenuItemAccess = 'visible' | 'hidden-by-role' | 'hidden-by-segment';

/** The one decision on an entry: a child needs its parent section's roles and segments plus its own; only a child may omit roles. */
export function menuItemAccess(item: MenuEntryAccess, ctx: AccessContext, parent?: MenuEntryAccess): MenuItemAccess {
  const selected = (roles: RoleSelector) => accessRuleHolds({ roles }, ctx);
  const parentRolesOk = parent === undefined || (parent.roles !== undefined && selected(parent.roles));
  const ownRolesOk = item.roles === undefined ? parent !== undefined : selected(item.roles);
  if (!parentRolesOk || !ownRolesOk) return 'hidden-by-role';
  const hidden = (entry?: MenuEntryAccess) => entry?.hiddenForSegments !== undefined && accessRuleHolds({ segments: entry.hiddenForSegments }, ctx);
  return hidden(parent) || hidden(item) ? 'hidden-by-segment' : 'visible';
}

/** Whether the entry shows for this user (pass the section as parent for a sub-item). */
export function isMenuItemVisible(item: MenuEntryAccess, ctx: AccessContext, parent?: MenuEntryAccess): boolean {
  return menuItemAccess(item, ctx, parent) === 'visible';
}

/** A menu entry as the user sees it; `children` is empty for a leaf. */
export interface VisibleMenuEntry {
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly children: readonly VisibleMenuEntry[];
}

/** A category with the entries the user sees; categories with none are left out. */
export interface VisibleMenuCategory {
  readonly id: string;
  readonly title: string;
  readonly items: readonly VisibleMenuEntry[];
}

/** The user's menu: categories, items and sub-items filtered by role and segment, declaration order kept. */
export function visibleMenu(menu: MenuDeclaration, ctx: AccessContext): VisibleMenuCategory[] {
  return Object.entries(menu.categories)
    .map(([id, category]) => ({
      id,
      title: category.title,
      items: Object.entries(category.items)
        .filter(([, item]) => isMenuItemVisible(item, ctx))
        .map(([itemId, item]) => ({
          id: itemId,
          title: item.title,
          path: item.path,
          children: Object.entries(item.children ?? {})
            .filter(([, child]) => isMenuItemVisible(child, ctx, item))
            .map(([childId, child]) => ({ id: childId, title: child.title, path: child.path, children: [] })),
        })),
    }))
    .filter((category) => category.items.length > 0);
}

/** The id of the category shown at / for these roles. */
export function defaultCategory(menu: MenuDeclaration, roles: readonly string[]): string {
  const rule = menu.defaultCategory;
  return accessRuleHolds({ roles: rule.roles }, { roles }) ? rule.category : rule.otherwise;
}

/** A menu entry found by path, with its category and, for a sub-item, its section. */
export interface MenuMatch {
  readonly categoryId: string;
  readonly id: string;
  readonly item: MenuItemDeclaration | MenuChildDeclaration;
  readonly parentId?: string;
  readonly parent?: MenuItemDeclaration;
}

/** A pathname without query, hash and trailing slash, lower-cased ('/Minsida/?x=1' → '/minsida'). */
export function normalizePath(path: string): string {
  // Stryker disable next-line StringLiteral: split always gives a first element; ?? '' only satisfies the type
  const bare = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** The menu entry at a path, the deepest one winning (/andelsspel is the section's `home` sub-item). */
export function findMenuItemByPath(menu: MenuDeclaration, path: string): MenuMatch | undefined {
  const wanted = normalizePath(path);
  for (const [categoryId, category] of Object.entries(menu.categories)) {
    for (const [id, item] of Object.entries(category.items)) {
      for (const [childId, child] of Object.entries(item.children ?? {})) {
        if (child.path === wanted) return { categoryId, id: childId, item: child, parentId: id, parent: item };
      }
      if (item.path === wanted) return { categoryId, id, item };
    }
  }
  return undefined;
}

/** The non-menu page at a path: its own path, or a deeper one when it declares `subpaths`. */
export function findPageByPath(menu: MenuDeclaration, path: string): PageDeclaration | undefined {
  const wanted = normalizePath(path);
  return Object.values(menu.pages).find(
    (page) => page.path === wanted || (page.subpaths === true && wanted.startsWith(`${page.path}/`)),
  );
}

/** What the router shows: 'allowed'; 'not-in-menu' (role; "Du har inte behörighet…"); 'forbidden' (segment only; "Innehållet går inte att ladda…"); 'unknown' (not found). */
export type PathAccess = 'allowed' | 'not-in-menu' | 'forbidden' | 'unknown';

/** The access verdict for a route: menu entries first, then the declared pages, else 'unknown'. */
export function pathAccess(menu: MenuDeclaration, path: string, ctx: AccessContext): PathAccess {
  const match = findMenuItemByPath(menu, path);
  const rule: MenuEntryAccess | undefined = match?.item ?? findPageByPath(menu, path);
  if (rule === undefined) return 'unknown';
  const access = menuItemAccess(rule, ctx, match?.parent);
  if (access === 'hidden-by-role') return 'not-in-menu';
  return access === 'hidden-by-segment' ? 'forbidden' : 'allowed';
}

// The TypeScript shape of schemas/menu/menu.json (validated by schemas/meta/menu.schema.json).
// Its `roles` are the rule language's role selectors (access-rule.ts), decided by the one evaluator.
import type { RoleSelector } from '../../engine/conditions/access-rule';
import type { Segment } from './segment';

/** The access every entry carries: the roles that may see it and the segments it is hidden for. */
export interface MenuEntryAccess {
  readonly roles?: RoleSelector;
  readonly hiddenForSegments?: readonly Segment[];
}

/** A sub-item of a portal section; without `roles` it has the section's; it needs its section's rules plus its own. */
export interface MenuChildDeclaration extends MenuEntryAccess {
  readonly title: string;
  readonly path: string;
}

/** A top-level menu item (a shop page or a portal section) at /{id}. */
export interface MenuItemDeclaration extends MenuEntryAccess {
  readonly title: string;
  readonly path: string;
  readonly roles: RoleSelector;
  readonly children?: Readonly<Record<string, MenuChildDeclaration>>;
  /** What the page shows, per segment it is hidden from, instead of the standard "cannot load" text. */
  readonly segmentDeniedText?: Readonly<Partial<Record<Segment, string>>>;
}

/** A menu category (tab) with its items keyed by id, in menu order. */
export interface MenuCategoryDeclaration {
  readonly title: string;
  readonly items: Readonly<Record<string, MenuItemDeclaration>>;
}

/** An access-controlled route that is not a menu item; `subpaths` makes it cover every deeper path too. */
export interface PageDeclaration extends MenuEntryAccess {
  readonly title: string;
  readonly path: string;
  readonly roles: RoleSelector;
  readonly subpaths?: boolean;
}

/** The category shown at /: `category` for the users `roles` selects, `otherwise` for everyone else. */
export interface DefaultCategoryDeclaration {
  readonly category: string;
  readonly roles: RoleSelector;
  readonly otherwise: string;
}

/** The whole menu declaration: categories, non-menu pages and the default-category rule. */
export interface MenuDeclaration {
  readonly $schema?: string;
  readonly categories: Readonly<Record<string, MenuCategoryDeclaration>>;
  readonly pages: Readonly<Record<string, PageDeclaration>>;
  readonly defaultCategory: DefaultCategoryDeclaration;
}

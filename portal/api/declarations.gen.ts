// Generated from schemas/meta/*.schema.json by `npm run contracts`: do not edit. A test fails when this file is stale.
// The types of the portal's declarations: menu, staff card, access decisions, content audiences and reporting views.
import type { AccessRule, RoleSelector } from '@ombudsportalen/engine/browser';

/** The portal menu (categories, items, sub-items), the access-controlled pages outside the menu and the default category, with the roles and outlet segments each is for. Ids are the object keys, so they are unique per level; key order is menu order. Read by portal/access (menu visibility, route access); roles and segments are those of the one rule language (access-rule.schema.json). */
export type MenuDeclaration = {
  /** Path of this schema, for editors: "../meta/menu.schema.json". */
  readonly $schema?: string;
  /** The menu categories (header tabs) keyed by id, in display order. */
  readonly categories: Readonly<Record<string, MenuCategoryDeclaration>>;
  /** Routes that are not menu items but are access-controlled (e.g. /losenord), keyed by id. */
  readonly pages: Readonly<Record<string, PageDeclaration>>;
  readonly defaultCategory: DefaultCategoryDeclaration;
};

/** A menu category (header tab). */
export type MenuCategoryDeclaration = {
  readonly title: string;
  /** The category's items keyed by id (the route /{id}), in menu order. */
  readonly items: Readonly<Record<string, MenuItemDeclaration>>;
};

/** A top-level menu item: a shop page or a portal section. */
export type MenuItemDeclaration = {
  readonly title: string;
  /** The route: /{id}. */
  readonly path: string;
  readonly roles: RoleSelector;
  readonly hiddenForSegments?: readonly string[];
  /** What the page shows, per segment it is hidden from, instead of the standard text (Orders: DIGITAL sees 'Åtkomst nekad'). */
  readonly segmentDeniedText?: {
    readonly AGENCY?: string;
    readonly DIGITAL?: string;
    readonly TRACK?: string;
  };
  /** Sub-items keyed by id, in menu order; `home` is the section's own page at /{section}, others are at /{section}/{id}. */
  readonly children?: Readonly<Record<string, MenuChildDeclaration>>;
};

/** A sub-item of a section. It needs the section's roles and segments plus its own. */
export type MenuChildDeclaration = {
  readonly title: string;
  /** The route: /{section} for home, else /{section}/{id}. */
  readonly path: string;
  /** Further restricts the section's roles; omit to use the section's. */
  readonly roles?: RoleSelector;
  readonly hiddenForSegments?: readonly string[];
};

/** An access-controlled route outside the menu. */
export type PageDeclaration = {
  readonly title: string;
  /** The route, / or /a/b. */
  readonly path: string;
  readonly roles: RoleSelector;
  readonly hiddenForSegments?: readonly string[];
  /** true: every deeper path (e.g. /nyheter/123/slug) has this page's access. */
  readonly subpaths?: boolean;
};

/** Which category is selected at /: `category` for users that `roles` selects, `otherwise` for everyone else. */
export type DefaultCategoryDeclaration = {
  /** Id of the category for the selected roles. */
  readonly category: string;
  readonly roles: RoleSelector;
  /** Id of the category for all other users. */
  readonly otherwise: string;
};

/** Who may add staff and who may take each staff-card action on which user (spec part 2 §6), as access rules (access-rule.schema.json): `roles` are the actor's, `target` and `self` about the card's user. Read by portal/access/staff-card.ts on the client (what the card shows) and the server (what it allows, 403 otherwise). */
export type StaffCardDeclaration = {
  readonly $schema?: string;
  readonly $comment?: string;
  /** Who sees the add buttons and may create users (no target: `target` and `self` never hold). */
  readonly add: AccessRule;
  readonly actions: {
    /** Ändra / Spara: alias (and mobile, where the form shows it). */
    readonly edit: AccessRule;
    /** Set a one-time password. */
    readonly oneTimePassword: AccessRule;
    /** Delete the user. */
    readonly delete: AccessRule;
    /** The extended-permission checkbox (SALJARE ↔ SALJPLUS). */
    readonly extend: AccessRule;
    /** The mobile number is shown (and editable). */
    readonly showMobile: AccessRule;
  };
};

/** Named role and segment decisions (schemas/access/decisions.json), each an access rule (access-rule.schema.json), read by the SPA and the server through portal/access decide(name, facts); plus the staff roles' labels and card order. */
export type AccessDecisionsDeclaration = {
  readonly $schema?: string;
  readonly $comment?: string;
  /** Decisions keyed by what they decide (camelCase), e.g. mobileGateExempt. */
  readonly decisions: Readonly<Record<string, {
    /** What it decides, with the spec section. */
    readonly description: string;
    readonly rule: AccessRule;
  }>>;
  readonly staffRoles: {
    readonly $comment?: string;
    /** Role → Swedish label, in the staff filter's order. */
    readonly labels: Readonly<Record<string, string>>;
    /** The role a card shows: the first of these the user holds. */
    readonly priority: readonly string[];
  };
};

/** How content entries name their audience (schemas/access/content-audience.json), read through portal/access: shop types (spec part 1 §3 agencyCategory, part 2 §7 'Alert by shop type'), page segment names (part 1 §2 'Content pages') and the chain categories for everyone (part 1 §6, part 2 §6). */
export type ContentAudienceDeclaration = {
  readonly $schema?: string;
  readonly $comment?: string;
  /** Outlet segment → the content service's shop-type name, as an entry's agencyCategory and an alert's shopType list it; an entry with an empty list is for every shop. */
  readonly shopTypes: Readonly<Record<string, string>>;
  /** Outlet segment → the part (lower case) of a page segment's name that picks it for that outlet; otherwise, and for a segment not listed, the page's first segment. */
  readonly pageSegmentNameParts: Readonly<Record<string, string>>;
  /** An article's chain categories ('N. Name') that are for every outlet: a name (trimmed), a chain number N, or a name part; any other category is for the outlet whose chain is N. */
  readonly everyChain: {
    readonly names: readonly string[];
    readonly numbers: readonly number[];
    readonly containing: readonly string[];
  };
};

/** The reporting views and the types of their columns (schemas/reporting/views.json) */
export type ReportingViews = {
  $schema: string;
  $comment?: string;
  /** Column types: what a value is, and the layout kinds (x-dataset columns[].kind) that show it right. */
  types: Record<string, ColumnType>;
  views: Record<string, {
    description: string;
    columns: Record<string, string>;
  }>;
};

export type ColumnType = {
  description: string;
  kinds: ('text' | 'integer' | 'amount' | 'percent' | 'date')[];
  /** a typical value: check shows how a wrong kind would print it */
  example: string | number;
};

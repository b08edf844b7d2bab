// The spec's menu tables written out literally (part 1 §2 "Menu structure", §6 "Menu access"): the tests hold menu.json against these.

/** All 17 roles of part 1 §6. */
export const SPEC_ROLES = [
  'SALJARE', 'SALJPLUS', 'OMBMGR', 'EKONOMI', 'ADMIN', 'SALJCOACH', 'RETAIL',
  'PARTNER_TELE2', 'PARTNER_TELENOR', 'PARTNER_TELIA', 'PARTNER_HALEBOP', 'PARTNER_LYCA',
  'PARTNER_TRE', 'PARTNER_MBXP', 'PARTNER_FOLKSPEL', 'PARTNER_KOMBISPEL', 'PARTNER_MILJONLOTTERIET',
] as const;

/** The three outlet segments. */
export const SPEC_SEGMENTS = ['AGENCY', 'DIGITAL', 'TRACK'] as const;

const PARTNER_ROLES = SPEC_ROLES.filter((role) => role.startsWith('PARTNER_'));

/** Category "Vår butik", in order, with the roles of the "Menu access" table. */
export const SPEC_SHOP_ITEMS: Record<string, readonly string[]> = {
  minsida: ['SALJARE', 'EKONOMI'],
  personal: ['OMBMGR', 'SALJPLUS', 'ADMIN', 'SALJCOACH'],
  ekonomirapporter: ['OMBMGR', 'SALJPLUS', 'EKONOMI', 'RETAIL', 'ADMIN', 'SALJCOACH'],
  partnerrapporter: PARTNER_ROLES,
  bestallningar: ['OMBMGR', 'SALJPLUS', 'ADMIN', 'SALJARE', 'SALJCOACH'],
  terminal: ['OMBMGR', 'SALJPLUS', 'ADMIN', 'SALJCOACH'],
  installningar: ['OMBMGR', 'SALJPLUS', 'ADMIN', 'SALJCOACH'],
  utbildning: ['OMBMGR', 'SALJPLUS', 'SALJARE', 'SALJCOACH', 'ADMIN'],
};

/** Category "Portal" (all roles): sections and their sub-items, in order. */
export const SPEC_PORTAL_SECTIONS: Record<string, readonly string[]> = {
  andelsspel: ['home', 'andelsmallar', 'hasttips', 'sporttips', 'arkiv', 'kalender', 'tips'],
  kampanj: ['home', 'pagaende', 'extra', 'some', 'sometips', 'varumarken', 'reklam', 'saljtavling'],
  vinster: ['home', 'material', 'vinstlistor'],
  partnerprodukter: ['home', 'folkspel', 'freja', 'kombispel', 'telefonkort'],
  butiksinfo: ['home', 'blanketter', 'butiksavtal', 'avgifter', 'veckan', 'bla', 'terminalen', 'qa', 'kontakt'],
  omatg: ['home', 'spelformer'],
};

/** The "Hidden for segment" table; a section's row hides its sub-items too. */
export const SPEC_HIDDEN_FOR_SEGMENT: Record<string, readonly string[]> = {
  bestallningar: ['DIGITAL', 'TRACK'],
  terminal: ['DIGITAL', 'TRACK'],
  'andelsspel/arkiv': ['AGENCY', 'TRACK'],
  'kampanj/extra': ['DIGITAL'],
  'kampanj/reklam': ['AGENCY', 'DIGITAL'],
  partnerprodukter: ['DIGITAL', 'TRACK'],
  'vinster/material': ['DIGITAL', 'TRACK'],
  'butiksinfo/avgifter': ['DIGITAL', 'TRACK'],
  'butiksinfo/terminalen': ['DIGITAL', 'TRACK'],
  'butiksinfo/bla': ['AGENCY', 'DIGITAL'],
};

/** One menu entry the spec names, with who should see it. */
export interface SpecEntry {
  readonly category: 'varbutik' | 'portal';
  readonly item: string;
  readonly child?: string;
  readonly path: string;
  readonly roles: readonly string[];
  readonly hiddenFor: readonly string[];
}

/** Every entry of both categories: shop items, portal sections and every sub-item. */
export function specEntries(): SpecEntry[] {
  const shop = Object.entries(SPEC_SHOP_ITEMS).map(([item, roles]): SpecEntry => ({
    category: 'varbutik', item, path: `/${item}`, roles, hiddenFor: SPEC_HIDDEN_FOR_SEGMENT[item] ?? [],
  }));
  const portal = Object.entries(SPEC_PORTAL_SECTIONS).flatMap(([item, children]): SpecEntry[] => {
    const sectionHidden = SPEC_HIDDEN_FOR_SEGMENT[item] ?? [];
    const section: SpecEntry = { category: 'portal', item, path: `/${item}`, roles: SPEC_ROLES, hiddenFor: sectionHidden };
    return [section, ...children.map((child): SpecEntry => ({
      category: 'portal', item, child, path: child === 'home' ? `/${item}` : `/${item}/${child}`, roles: SPEC_ROLES,
      hiddenFor: [...sectionHidden, ...(SPEC_HIDDEN_FOR_SEGMENT[`${item}/${child}`] ?? [])],
    }))];
  });
  return [...shop, ...portal];
}

/** Whether the spec shows this entry to a user with one role in one segment. */
export function specVisible(entry: SpecEntry, role: string, segment: string): boolean {
  return entry.roles.includes(role) && !entry.hiddenFor.includes(segment);
}

// The portal's declaration types, generated from schemas/meta by `npm run contracts` beside the engine's own
// (ENGINE_DECLARATION_MODULES): the menu, the staff card, the access decisions, content audiences and the reporting views.
import { type DeclarationModule, ENGINE_DECLARATION_MODULES } from '@ombudsportalen/engine';

export const PORTAL_DECLARATION_MODULES: readonly DeclarationModule[] = [
  {
    path: 'portal/api/declarations.gen.ts',
    description: 'the portal\'s declarations: menu, staff card, access decisions, content audiences and reporting views',
    schemas: [
      {
        file: 'menu.schema.json', root: 'MenuDeclaration', readonly: true,
        defs: { category: 'MenuCategoryDeclaration', item: 'MenuItemDeclaration', child: 'MenuChildDeclaration', page: 'PageDeclaration', defaultCategory: 'DefaultCategoryDeclaration' },
      },
      { file: 'staff-card.schema.json', root: 'StaffCardDeclaration', readonly: true },
      { file: 'access-decisions.schema.json', root: 'AccessDecisionsDeclaration', readonly: true },
      { file: 'content-audience.schema.json', root: 'ContentAudienceDeclaration', readonly: true },
      { file: 'reporting-views.schema.json', root: 'ReportingViews', defs: { columnType: 'ColumnType' } },
    ],
  },
];

/** Every generated declaration module `npm run contracts` writes: the engine's, then the portal's. */
export const DECLARATION_MODULES: readonly DeclarationModule[] = [...ENGINE_DECLARATION_MODULES, ...PORTAL_DECLARATION_MODULES];

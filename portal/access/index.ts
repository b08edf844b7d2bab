// Access rules of the portal: roles, outlet segment, the one rule language and its evaluator, the named decisions,
// the menu declaration, menu visibility, route access and the staff card.
export * from './roles';
export * from './segment';
export * from './content-segment';
export * from './access-rule';
export * from './decisions';
export type { AccessRule, RoleSelector } from '@ombudsportalen/engine/browser';
export type { DefaultCategoryDeclaration, MenuCategoryDeclaration, MenuChildDeclaration, MenuDeclaration, MenuItemDeclaration, PageDeclaration, StaffCardDeclaration } from '../api/declarations.gen';
export * from './menu-visibility';
export { menuDeclarationProblems } from './menu-check';
export * from './staff-card';
export * from './identity';

// Access rules of the portal: roles, outlet segment, menu declaration, menu visibility and route access.
export * from './roles';
export * from './segment';
export type * from './menu-declaration';
export { roleSelectorMatches } from './role-selector';
export * from './menu-visibility';
export { menuDeclarationProblems } from './menu-check';
export * from './target-rules';

// Checks on a menu declaration that JSON Schema cannot express: paths follow the ids, are unique, and references resolve.
import type { MenuDeclaration } from '../api/declarations.gen';

/** Problems of a schema-valid menu declaration, one readable line each; empty when it is consistent. */
export function menuDeclarationProblems(menu: MenuDeclaration): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const claim = (path: string, where: string, expected?: string) => {
    if (expected !== undefined && path !== expected) problems.push(`${where}: path ${path} should be ${expected}`);
    const owner = seen.get(path);
    if (owner !== undefined) problems.push(`${where}: path ${path} is already used by ${owner}`);
    else seen.set(path, where);
  };
  for (const [categoryId, category] of Object.entries(menu.categories)) {
    for (const [id, item] of Object.entries(category.items)) {
      claim(item.path, `categories/${categoryId}/items/${id}`, `/${id}`);
      for (const [childId, child] of Object.entries(item.children ?? {})) {
        const where = `categories/${categoryId}/items/${id}/children/${childId}`;
        if (childId !== 'home') claim(child.path, where, `/${id}/${childId}`);
        else if (child.path !== item.path) problems.push(`${where}: path ${child.path} should be ${item.path}`);
      }
    }
  }
  for (const [id, page] of Object.entries(menu.pages)) {
    claim(page.path, `pages/${id}`);
    if (page.path === '/' && page.subpaths === true) problems.push(`pages/${id}: / cannot declare subpaths`);
  }
  for (const key of ['category', 'otherwise'] as const) {
    const categoryId = menu.defaultCategory[key];
    if (menu.categories[categoryId] === undefined) problems.push(`defaultCategory/${key}: no category ${categoryId}`);
  }
  return problems;
}

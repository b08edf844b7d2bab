import { useAtom, useAtomValue } from '@/state/atom-hooks';
import { useLocation } from 'react-router-dom';
import { defaultCategory, findMenuItemByPath, normalizePath, type VisibleMenuCategory, type VisibleMenuEntry } from '@ombudsportalen/portal/access';
import { portalMenu } from '@/state/access';
import { authViewAtom } from '@/state/auth';
import { atomResetOnLogout } from '@/state/reset';
import { useVisibleMenu } from './useVisibleMenu';

/** A tab the user clicked, valid only on the path where it was clicked (navigating follows the page again). */
export interface ChosenCategory {
  path: string;
  categoryId: string;
}

export const chosenCategoryAtom = atomResetOnLogout<ChosenCategory | null>(null);

/** The shown category: a tab just clicked here, else the current page's category, else the default rule (engine). */
export function activeCategoryId(
  categories: readonly VisibleMenuCategory[],
  pathname: string,
  roles: readonly string[],
  chosen: ChosenCategory | null,
): string | undefined {
  const visible = (id: string | undefined) => id !== undefined && categories.some((category) => category.id === id);
  if (chosen && chosen.path === pathname && visible(chosen.categoryId)) return chosen.categoryId;
  const pageCategory = findMenuItemByPath(portalMenu, pathname)?.categoryId;
  if (visible(pageCategory)) return pageCategory;
  const fallback = defaultCategory(portalMenu, roles);
  return visible(fallback) ? fallback : categories[0]?.id;
}

/** The visible section (an item with sub-items) the path is in, for the third-level menu. */
export function activeSection(categories: readonly VisibleMenuCategory[], pathname: string): VisibleMenuEntry | undefined {
  const path = normalizePath(pathname);
  return categories
    .flatMap((category) => category.items)
    .find((item) => item.children.length > 0 && (path === item.path || path.startsWith(`${item.path}/`)));
}

/** The user's categories, the shown one, and the tab click handler. */
export function useActiveCategory() {
  const categories = useVisibleMenu();
  const { roles } = useAtomValue(authViewAtom);
  const { pathname } = useLocation();
  const [chosen, setChosen] = useAtom(chosenCategoryAtom);
  const activeId = activeCategoryId(categories, pathname, roles, chosen);
  const choose = (categoryId: string) => setChosen({ path: pathname, categoryId });
  return { categories, activeId, choose, section: activeSection(categories, pathname) };
}

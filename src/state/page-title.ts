import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** The title a shown page gives itself (an article's header, the not-found page's); null: the menu's title for the route. */
export const pageTitleAtom = atom<string | null>(null);

/**
 * Names the shown page in the browser tab instead of its route's menu title, while it is shown (WCAG 2.4.2: an
 * article's tab reads its header, not "Nyheter"); undefined while the page does not know its title yet.
 */
export function usePageTitle(title: string | undefined): void {
  const setTitle = useSetAtom(pageTitleAtom);
  useEffect(() => {
    if (title === undefined) return undefined;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}

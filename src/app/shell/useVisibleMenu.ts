import { useMemo } from 'react';
import { useAtomValue } from '@/state/atom-hooks';
import { visibleMenu, type VisibleMenuCategory } from '@ombudsportalen/portal/access';
import { accessContextAtom, portalMenu } from '@/state/access';

/** The user's menu: engine visibleMenu over menu.json for the session's roles and the outlet segment. */
export function useVisibleMenu(): VisibleMenuCategory[] {
  const context = useAtomValue(accessContextAtom);
  return useMemo(() => visibleMenu(portalMenu, context), [context]);
}

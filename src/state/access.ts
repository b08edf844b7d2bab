import { atom } from 'jotai';
import type { AccessContext, MenuDeclaration } from '@ombudsportalen/portal/access';
import menuJson from '../../schemas/menu/menu.json';
import { segmentAtom } from './agency';
import { authViewAtom } from './auth';

/** The menu declaration every visibility and route decision is made from (portal/access rules). */
export const portalMenu = menuJson as MenuDeclaration;

/** The facts access depends on: the session's roles and the outlet segment. */
export const accessContextAtom = atom<AccessContext>((get) => ({ roles: get(authViewAtom).roles, segment: get(segmentAtom) }));

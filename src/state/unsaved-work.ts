// Unsaved form values kept when the session ends under them (issue 37 item 1, docs/decisions/unsaved-work.md): in the
// page (memory) and, across a reload, in this tab's session storage; offered back to the same user only.

/** A form's values as the user left them (password fields never included). */
export type KeptValues = Record<string, unknown>;

/** What the session left behind: whose it was, where, and each open form's values by its key. */
export interface KeptWork {
  username: string;
  /** The agency the values belong to: internal staff get them back only when acting for it again. */
  agencyNumber: string;
  /** Internal staff log in again through the internal pop-up. */
  internal: boolean;
  /** The route the forms were on (path and search). */
  route: string;
  forms: Record<string, KeptValues>;
  /** The user was sent back to the route once; a second login does not send them again. */
  returned: boolean;
}

/** An open form as the session's end and the leave question see it. */
export interface OpenForm {
  /** Its values differ from its start or last save. */
  unsaved: () => boolean;
  /** Its save is on the way (the session may end under it). */
  saving: () => boolean;
  /** What of it may be kept (no password). */
  valuesToKeep: () => KeptValues;
}

/** The session-storage key of the kept work. */
export const UNSAVED_WORK_KEY = 'portal-unsaved-work';

const openForms = new Map<string, OpenForm>();
let inPage: KeptWork | null = null;
let currentRoute = '';

/** The route the app shows (the app tells it on every navigation): where kept work goes back to. */
export function setCurrentRoute(route: string): void {
  currentRoute = route;
}

/** Some open form holds unsaved changes and is not saving them: leaving the route would lose them. */
export function hasUnsavedWork(): boolean {
  return [...openForms.values()].some((form) => form.unsaved() && !form.saving());
}

/** An open form, by a key stable across logins (its id prefix); answers the unregister. */
export function registerOpenForm(key: string, form: OpenForm): () => void {
  openForms.set(key, form);
  return () => {
    if (openForms.get(key) === form) openForms.delete(key);
  };
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: the copy in the page still serves
  }
}

function isKeptWork(value: unknown): value is KeptWork {
  const work = value as Partial<KeptWork> | null;
  return typeof work === 'object' && work !== null && typeof work.username === 'string' && work.username !== ''
    && typeof work.agencyNumber === 'string' && typeof work.route === 'string'
    && work.route.startsWith('/') && !work.route.startsWith('//') && typeof work.forms === 'object' && work.forms !== null && typeof work.internal === 'boolean';
}

function save(work: KeptWork | null): void {
  inPage = work;
  try {
    if (work) storage()?.setItem(UNSAVED_WORK_KEY, JSON.stringify(work));
    else storage()?.removeItem(UNSAVED_WORK_KEY);
  } catch {
    // full or disabled storage: the page keeps its copy
  }
}

/** The kept work, from the page or else from session storage (after a reload); null when none or unreadable. */
export function keptWork(): KeptWork | null {
  if (inPage) return inPage;
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(UNSAVED_WORK_KEY) ?? 'null');
    if (isKeptWork(stored)) return (inPage = stored);
  } catch {
    // unreadable: dropped below
  }
  save(null);
  return null;
}

/** The session ended under the user: keeps every open form's unsaved values; answers whether anything was kept. */
export function keepOpenWork({ username, agencyNumber, internal }: Pick<KeptWork, 'username' | 'agencyNumber' | 'internal'>): boolean {
  const forms: Record<string, KeptValues> = {};
  for (const [key, form] of openForms) {
    if (form.unsaved() || form.saving()) forms[key] = form.valuesToKeep();
  }
  if (!username || !currentRoute.startsWith('/') || Object.keys(forms).length === 0) return false;
  save({ username, agencyNumber, internal, route: currentRoute, forms, returned: false });
  return true;
}

/** Forgets the kept work (a logout; another user logged in). */
export function discardKeptWork(): void {
  save(null);
}

/**
 * Where a user who just logged in goes back to: their kept work's route, once. Another user's kept work is discarded
 * here, before any of it can be shown.
 */
export function returnRouteOf(username: string): string | null {
  const work = keptWork();
  if (!work) return null;
  if (work.username !== username) {
    discardKeptWork();
    return null;
  }
  if (work.returned) return null;
  save({ ...work, returned: true });
  return work.route;
}

/** Who fills a form in: the kept values are theirs only for the same user acting for the same agency. */
export interface WorkOwner {
  username: string;
  agencyNumber: string;
}

const ownedBy = (work: KeptWork | null, owner: WorkOwner): work is KeptWork =>
  work !== null && work.username === owner.username && work.agencyNumber === owner.agencyNumber;

/** A form's kept values for this user and agency, without taking them (a render may run twice); null when none. */
export function keptValuesOf(owner: WorkOwner, key: string): KeptValues | null {
  const work = keptWork();
  return ownedBy(work, owner) ? (work.forms[key] ?? null) : null;
}

/** The keys of the forms whose values are kept for this user and agency (a page opens those forms at once). */
export function keptFormKeysOf(owner: WorkOwner): string[] {
  const work = keptWork();
  return ownedBy(work, owner) ? Object.keys(work.forms) : [];
}

/** The form has its kept values back (or saved them): they leave the storage; the last form's take ends the kept work. */
export function forgetKeptValues(owner: WorkOwner, key: string): void {
  const work = keptWork();
  if (!ownedBy(work, owner) || !(key in work.forms)) return;
  const forms = { ...work.forms };
  delete forms[key];
  save(Object.keys(forms).length > 0 ? { ...work, forms } : null);
}

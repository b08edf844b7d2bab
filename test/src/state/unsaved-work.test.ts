import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import {
  discardKeptWork,
  forgetKeptValues,
  hasUnsavedWork,
  keepOpenWork,
  keptValuesOf,
  keptWork,
  type OpenForm,
  registerOpenForm,
  returnRouteOf,
  setCurrentRoute,
  UNSAVED_WORK_KEY,
} from '@/state/unsaved-work';
import { refreshSession, signOut } from '@/api/session-refresh';
import { signIn } from '@/state/session';
import { ANNA_TOKEN } from '../support/fake-access-token';
import { fakeFetch, json, on } from '../support/fake-fetch';

const MGR = { username: '1001_MGR', agencyNumber: '1001' };
const SHOP = { openHours: 'Mån–fre 9–18', email: 'butik@example.se' };

/** An open form holding these values, unsaved unless told otherwise. */
function openForm(values: Record<string, unknown>, { unsaved = true, saving = false } = {}): OpenForm {
  return { unsaved: () => unsaved, saving: () => saving, valuesToKeep: () => values };
}

/** A page reload: the copy in the page is gone, session storage stays (the module is loaded afresh). */
async function reloaded() {
  vi.resetModules();
  return import('@/state/unsaved-work');
}

let unregister: Array<() => void> = [];
beforeEach(() => {
  sessionStorage.clear();
  discardKeptWork();
  setCurrentRoute('/installningar');
});
afterEach(() => {
  for (const off of unregister) off();
  unregister = [];
});

describe('kept work (issue 37 item 1)', () => {
  it('keeps the unsaved values of the open forms for the user whose session ended, in the page and in session storage', () => {
    unregister.push(registerOpenForm('shop', openForm(SHOP)));
    expect(keepOpenWork({ ...MGR, internal: false })).toBe(true);
    const expected = { username: '1001_MGR', agencyNumber: '1001', internal: false, route: '/installningar', forms: { shop: SHOP }, returned: false };
    expect(keptWork()).toEqual(expected);
    expect(JSON.parse(sessionStorage.getItem(UNSAVED_WORK_KEY)!)).toEqual(expected);
  });

  it('keeps nothing when no open form holds unsaved changes', () => {
    unregister.push(registerOpenForm('shop', openForm(SHOP, { unsaved: false })));
    expect(keepOpenWork({ ...MGR, internal: false })).toBe(false);
    expect(keptWork()).toBeNull();
    expect(sessionStorage.getItem(UNSAVED_WORK_KEY)).toBeNull();
  });

  it('keeps a form whose save was on the way when the session ended', () => {
    unregister.push(registerOpenForm('orders', openForm({ A1: 3 }, { unsaved: false, saving: true })));
    expect(keepOpenWork({ ...MGR, internal: false })).toBe(true);
    expect(keptValuesOf(MGR, 'orders')).toEqual({ A1: 3 });
  });

  it('survives a reload through session storage and gives the values back to the same user only once', async () => {
    unregister.push(registerOpenForm('shop', openForm(SHOP)));
    keepOpenWork({ ...MGR, internal: false });
    const afterReload = await reloaded();
    expect(afterReload.returnRouteOf('1001_MGR')).toBe('/installningar');
    expect(afterReload.returnRouteOf('1001_MGR')).toBeNull(); // sent back once
    expect(afterReload.keptValuesOf(MGR, 'shop')).toEqual(SHOP);
    afterReload.forgetKeptValues(MGR, 'shop');
    expect(afterReload.keptValuesOf(MGR, 'shop')).toBeNull();
    expect(sessionStorage.getItem(UNSAVED_WORK_KEY)).toBeNull(); // the last form back: nothing stays stored
  });

  it('never offers the values to another user: their login discards them from the page and the storage', () => {
    unregister.push(registerOpenForm('shop', openForm(SHOP)));
    keepOpenWork({ ...MGR, internal: false });
    expect(keptValuesOf({ username: '2002_MGR', agencyNumber: '2002' }, 'shop')).toBeNull();
    expect(returnRouteOf('2002_MGR')).toBeNull();
    expect(keptWork()).toBeNull();
    expect(sessionStorage.getItem(UNSAVED_WORK_KEY)).toBeNull();
    expect(keptValuesOf(MGR, 'shop')).toBeNull(); // gone for the first user too
  });

  it('clears one form at a time: the others stay kept until they are back', () => {
    unregister.push(registerOpenForm('edit-1001_SALJ', openForm({ alias: 'Sune' })), registerOpenForm('addeconomy', openForm({ firstname: 'Eva' })));
    keepOpenWork({ ...MGR, internal: false });
    forgetKeptValues(MGR, 'edit-1001_SALJ');
    expect(keptValuesOf(MGR, 'edit-1001_SALJ')).toBeNull();
    expect(keptValuesOf(MGR, 'addeconomy')).toEqual({ firstname: 'Eva' });
  });

  it('drops an unreadable or foreign stored entry', async () => {
    sessionStorage.setItem(UNSAVED_WORK_KEY, '{"username":"1001_MGR","agencyNumber":"1001","route":"https://evil.example/","forms":{},"internal":false}');
    expect((await reloaded()).keptWork()).toBeNull();
    sessionStorage.setItem(UNSAVED_WORK_KEY, '{"username":"1001_MGR","agencyNumber":"1001","route":"//evil.example/","forms":{},"internal":false}');
    expect((await reloaded()).keptWork()).toBeNull();
    sessionStorage.setItem(UNSAVED_WORK_KEY, 'not json');
    expect((await reloaded()).keptWork()).toBeNull();
    expect(sessionStorage.getItem(UNSAVED_WORK_KEY)).toBeNull();
  });

  it('gives an internal user the values back only while acting for the same agency again', () => {
    const admin = { username: 'ADMIN1', agencyNumber: '1001' };
    unregister.push(registerOpenForm('shop', openForm(SHOP)));
    keepOpenWork({ ...admin, internal: true });
    expect(keptWork()?.internal).toBe(true);
    expect(keptValuesOf({ username: 'ADMIN1', agencyNumber: '' }, 'shop')).toBeNull(); // no agency chosen yet
    expect(keptValuesOf({ username: 'ADMIN1', agencyNumber: '2002' }, 'shop')).toBeNull();
    expect(keptValuesOf(admin, 'shop')).toEqual(SHOP);
  });

  it('asks before leaving only while a form holds unsaved changes it is not saving', () => {
    const form = { unsaved: true, saving: false };
    unregister.push(registerOpenForm('shop', { unsaved: () => form.unsaved, saving: () => form.saving, valuesToKeep: () => SHOP }));
    expect(hasUnsavedWork()).toBe(true);
    form.saving = true; // a save on the way may move on (a gate's next page)
    expect(hasUnsavedWork()).toBe(false);
    form.saving = false;
    form.unsaved = false; // saved
    expect(hasUnsavedWork()).toBe(false);
  });

  it('a failed refresh of a signed-in session keeps the open work; a logout keeps none', async () => {
    const store = createStore();
    signIn(store, ANNA_TOKEN);
    unregister.push(registerOpenForm('shop', openForm(SHOP)));
    const { fetch } = fakeFetch(on('/tokenhandler/v1/access-token', () => json(401, { code: 'error.invalid_grant' })));
    await expect(refreshSession(store, fetch)).rejects.toThrow();
    expect(keptWork()).toMatchObject({ username: '12345_ANNA', agencyNumber: '12345', internal: false, route: '/installningar', forms: { shop: SHOP } });

    signIn(store, ANNA_TOKEN);
    const logout = fakeFetch(on('/tokenhandler/v1/logout', () => new Response(null, { status: 204 })));
    await signOut(store, logout.fetch);
    expect(keptWork()).toBeNull();
    expect(sessionStorage.getItem(UNSAVED_WORK_KEY)).toBeNull();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFormCore } from '@/forms/form-core';
import { SAVED } from '@/forms/use-schema-form';
import { workRestored } from '@/forms/unsaved-work-texts';
import { endSession, signIn } from '@/state/session';
import { discardKeptWork, hasUnsavedWork, keepOpenWork, keptValuesOf, keptWork, setCurrentRoute, UNSAVED_WORK_KEY } from '@/state/unsaved-work';
import { ANNA_TOKEN } from '../support/fake-access-token';
import { ctx, inlineForm, renderForm } from './helpers';

const FORM = inlineForm({
  alias: { type: 'string', title: 'Alias' },
  mobile: { type: 'string', title: 'Mobil' },
  secret: { type: 'string', title: 'Lösenord', 'x-widget': 'password' },
  city: { type: 'string', title: 'Ort', readOnly: true },
});

const ANNA = { username: '12345_ANNA', agencyNumber: '12345' };
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Anna's session ended under the form: her alias is kept (what keepOpenWork would have written). */
function keepForAnna(forms: Record<string, Record<string, unknown>>) {
  sessionStorage.setItem(UNSAVED_WORK_KEY, JSON.stringify({ ...ANNA, internal: false, route: '/minsida', forms, returned: true }));
}

beforeEach(() => {
  sessionStorage.clear();
  discardKeptWork();
  setCurrentRoute('/minsida');
  signIn(getDefaultStore(), ANNA_TOKEN); // renderForm renders on jotai's default store
});
afterEach(() => endSession(getDefaultStore()));

describe('form core: unsaved changes', () => {
  it('has none at the start, some after a change, none when changed back or saved', () => {
    const core = createFormCore(FORM, ctx(), { alias: 'Anna' });
    expect(core.hasUnsavedChanges()).toBe(false);
    core.setValue('alias', 'Annie');
    expect(core.hasUnsavedChanges()).toBe(true);
    core.setValue('alias', 'Anna');
    expect(core.hasUnsavedChanges()).toBe(false);
    core.setValue('mobile', '+46701234567');
    core.markSaved();
    expect(core.hasUnsavedChanges()).toBe(false);
    core.setValue('mobile', undefined); // cleared after the save: unsaved again
    expect(core.hasUnsavedChanges()).toBe(true);
  });
});

describe('SchemaForm and kept work', () => {
  it('puts the values kept for this user back, says they are not saved, and takes them out of the storage', async () => {
    keepForAnna({ aboutme: { alias: 'Annie' } });
    renderForm({ definition: FORM, idPrefix: 'aboutme', initialValues: { alias: 'Anna' }, submitLabel: 'Spara' });
    expect(valueOf('Alias')).toBe('Annie');
    expect(screen.getByRole('status').textContent).toBe(workRestored('Spara'));
    await waitFor(() => expect(sessionStorage.getItem(UNSAVED_WORK_KEY)).toBeNull());
    expect(hasUnsavedWork()).toBe(true); // restored, not saved: leaving asks
  });

  it('never gives another user\'s kept values', () => {
    sessionStorage.setItem(UNSAVED_WORK_KEY, JSON.stringify({ username: '1001_MGR', agencyNumber: '1001', internal: false, route: '/minsida', forms: { aboutme: { alias: 'Mgr' } }, returned: true }));
    renderForm({ definition: FORM, idPrefix: 'aboutme', initialValues: { alias: 'Anna' } });
    expect(valueOf('Alias')).toBe('Anna');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the visible, editable values of an open form when the session ends, never a password', async () => {
    const { user } = renderForm({ definition: FORM, idPrefix: 'aboutme', initialValues: { city: 'Kiruna' } });
    expect(keepOpenWork({ ...ANNA, internal: false })).toBe(false); // nothing changed, nothing to keep
    await user.type(screen.getByLabelText('Alias'), 'Annie');
    await user.type(screen.getByLabelText('Lösenord'), 'Hemligt1');
    expect(keepOpenWork({ ...ANNA, internal: false })).toBe(true);
    expect(keptWork()?.forms).toEqual({ aboutme: { alias: 'Annie' } });
  });

  it('a submit answering SAVED leaves nothing unsaved; one that failed (no answer) still asks', async () => {
    let outcome: typeof SAVED | undefined;
    const { user } = renderForm({ definition: FORM, idPrefix: 'aboutme', onSubmit: () => Promise.resolve(outcome) });
    await user.type(screen.getByLabelText('Alias'), 'Annie');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Skicka' }) as HTMLButtonElement).disabled).toBe(false));
    expect(hasUnsavedWork()).toBe(true);
    outcome = SAVED;
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(hasUnsavedWork()).toBe(false));
  });

  it('a form of no saved work (report parameters) asks nothing and keeps nothing', async () => {
    const { user } = renderForm({ definition: FORM, idPrefix: 'report-X', guardsUnsavedChanges: false });
    await user.type(screen.getByLabelText('Alias'), 'Annie');
    expect(hasUnsavedWork()).toBe(false);
    expect(keepOpenWork({ ...ANNA, internal: false })).toBe(false);
  });

  it('keeps nothing without a signed-in user', async () => {
    act(() => endSession(getDefaultStore()));
    const { user } = renderForm({ definition: FORM, idPrefix: 'aboutme' });
    await user.type(screen.getByLabelText('Alias'), 'Annie');
    expect(hasUnsavedWork()).toBe(false);
    expect(keptValuesOf({ username: '', agencyNumber: '' }, 'aboutme')).toBeNull();
  });
});

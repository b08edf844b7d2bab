import { describe, expect, it, vi } from 'vitest';
import { createFormCore } from '@/forms/form-core';
import { lazyValidation, shownError, shownFormMessage } from '@/forms/form-state';
import { ctx, inlineForm, report } from './helpers';

describe('createFormCore (framework-free)', () => {
  it('starts from the engine defaults and keeps the model object while the visible fields stay the same', () => {
    const core = createFormCore(report('EKORBF01'), ctx());
    const first = core.getState();
    expect(first.values).toMatchObject({ P_TYP: '2', DAG: '2024-03-14' });
    core.setValues({ ...first.values, DAG: '2024-03-13' });
    expect(core.getState().model).toBe(first.model);
    core.setValues({ ...first.values, P_TYP: '1' });
    expect(core.getState().model.fields.map((f) => f.name)).toEqual(['P_TYP', 'VFOM', 'VTOM']);
  });

  it('shows an error after the field is left or a submit, with the form-level text only after a submit', () => {
    const core = createFormCore(inlineForm({ a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' } }, { required: ['a', 'b'] }), ctx());
    expect(shownError(core.getState(), 'a')).toBeUndefined();
    core.touch('a');
    expect(shownError(core.getState(), 'a')).toBe('Fältet måste fyllas in.');
    expect(shownError(core.getState(), 'b')).toBeUndefined();
    expect(shownFormMessage(core.getState())).toBeUndefined();
    core.markSubmitted();
    expect(shownError(core.getState(), 'b')).toBe('Fältet måste fyllas in.');
    expect(shownFormMessage(core.getState())).toBe('Ett eller flera fält följer inte den standard som krävs. Rätta dem och försök igen.');
  });

  it('validates lazily, at most once per state', () => {
    const validate = vi.fn(() => ({ valid: false, errors: [{ field: 'a', message: 'Fel.', code: 'x' }] }));
    const validation = lazyValidation(validate);
    expect(validate).not.toHaveBeenCalled(); // typing in an untouched form never validates
    expect(validation().errorOf.get('a')).toBe('Fel.');
    validation();
    expect(validate).toHaveBeenCalledOnce();
  });

  it('places server errors by field name or by the parameter a visible field is sent as', () => {
    const core = createFormCore(report('EKORBF01'), ctx());
    core.setServerErrors([{ field: 'P_FOM', message: 'Fel period.' }, { field: 'okänt', message: 'Något gick fel.' }]);
    expect(shownError(core.getState(), 'DAG')).toBe('Fel period.'); // DAG is sent as P_FOM
    expect(core.getState().serverMessages).toEqual(['Något gick fel.']);
    core.setValues({ ...core.getState().values, DAG: '2024-03-10' });
    expect(shownError(core.getState(), 'DAG')).toBeUndefined();
  });

  it('follows a new context: options and visibility by role', () => {
    const core = createFormCore(report('EKORPR03'), ctx());
    const options = () => core.getState().model.fields.find((f) => f.name === 'P_RPTTYP')?.options?.map((o) => o.label);
    expect(options()).not.toContain('Övrigt');
    core.setContext(ctx({ roles: ['EKONOMI'] }));
    expect(options()).toContain('Övrigt');
    const model = core.getState().model;
    core.setContext(ctx({ roles: ['EKONOMI'] })); // an equal context rebuilt by a render changes nothing
    expect(core.getState().model).toBe(model);
  });
});

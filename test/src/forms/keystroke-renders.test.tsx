import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType, WidgetProps } from '@rjsf/utils';
import type { Values } from '../../../engine/index';
import { RootObjectField } from '../../../src/forms/RootObjectField';
import { ROOT_FIELD } from '../../../src/forms/rjsf-form';
import { SchemaFormWithFields } from '../../../src/forms/SchemaForm';
import type { SchemaFormOptions } from '../../../src/forms/use-schema-form';
import { TextWidget } from '../../../src/forms/widgets/TextWidget';
import { ctx, inlineForm, renderForm } from './helpers';

// A text widget that counts its renders per field.
const renders = new Map<string, number>();
function CountingText(props: WidgetProps) {
  renders.set(props.name, (renders.get(props.name) ?? 0) + 1);
  return <TextWidget {...props} />;
}
const widgets = { text: CountingText };

/** Focuses field B and types "xyz"; `counts` must then show B rendered once per letter and `others` not at all. */
async function expectTypingRendersOnlyB(user: ReturnType<typeof userEvent.setup>, counts: ReadonlyMap<string, number>, others: string[]) {
  await user.click(screen.getByLabelText('B'));
  const before = new Map(counts);
  await user.keyboard('xyz');
  expect((screen.getByLabelText('B') as HTMLInputElement).value).toBe('xyz');
  for (const name of others) expect(counts.get(name), name).toBe(before.get(name));
  expect(counts.get('b')).toBe(before.get('b')! + 3);
}

describe('a keystroke renders only its own field', () => {
  it('re-renders the typed field once per letter and no other field; the submit sends what was typed', async () => {
    renders.clear();
    const definition = inlineForm({ a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' }, c: { type: 'string', title: 'C' } });
    const onSubmit = vi.fn();
    const onValuesChange = vi.fn();
    const { user } = renderForm({ definition, widgets, onSubmit, onValuesChange });
    await expectTypingRendersOnlyB(user, renders, ['a', 'c']);
    expect(onValuesChange).toHaveBeenLastCalledWith({ b: 'xyz' });
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(onSubmit.mock.calls[0]![0]).toStrictEqual({ b: 'xyz' });
  });
});

// rjsf's SchemaField compares its props deeply and skips its widget when they are equal, so counting widget renders
// cannot see a field that re-rendered up to there. This form is SchemaForm itself with the registry's SchemaField and
// the root field counting their renders.
const fieldRenders = new Map<string, number>();
const countRender = (name: string) => fieldRenders.set(name, (fieldRenders.get(name) ?? 0) + 1);
const RegistrySchemaField = getDefaultRegistry().fields.SchemaField!;
const countingFields: RegistryFieldsType = {
  SchemaField: (props: FieldProps) => {
    countRender(props.name);
    return <RegistrySchemaField {...props} />;
  },
  // Called, not rendered: its hooks are this component's, so a re-render the root field causes itself is counted too.
  [ROOT_FIELD]: (props: FieldProps<Values>) => {
    countRender('(root)');
    return RootObjectField(props);
  },
};
function CountingSchemaForm(options: SchemaFormOptions) {
  return <SchemaFormWithFields rjsfFields={countingFields} {...options} />;
}

describe('fields re-render only when their own props change (counted where each field starts)', () => {
  const definition = () => inlineForm({ a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' }, c: { type: 'string', title: 'C' } }, { required: ['a'] });

  it('a keystroke renders its own field once and neither the root nor any other field', async () => {
    fieldRenders.clear();
    const user = userEvent.setup();
    render(<CountingSchemaForm definition={definition()} context={ctx()} onSubmit={() => {}} />);
    await expectTypingRendersOnlyB(user, fieldRenders, ['(root)', 'a', 'c']);
  });

  it('when the root re-renders (a submit with an error), a field whose props are unchanged does not (the per-field memo)', async () => {
    fieldRenders.clear();
    const user = userEvent.setup();
    render(<CountingSchemaForm definition={definition()} context={ctx()} onSubmit={() => {}} />);
    const before = new Map(fieldRenders);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText('Fältet måste fyllas in.')).toBeTruthy();
    expect(fieldRenders.get('(root)')).toBeGreaterThan(before.get('(root)')!); // rjsf's new error schema
    expect(fieldRenders.get('a')).toBeGreaterThan(before.get('a')!); // its error entry changed
    expect(fieldRenders.get('b')).toBe(before.get('b'));
    expect(fieldRenders.get('c')).toBe(before.get('c'));
  });
});

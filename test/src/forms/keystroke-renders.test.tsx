import { memo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormFieldList, type FormFieldsProps } from '@/forms/FormFields';
import { SchemaFormWithFields } from '@/forms/SchemaForm';
import type { SchemaFormOptions } from '@/forms/use-schema-form';
import type { WidgetProps } from '@/forms/widget-props';
import { TextWidget } from '@/forms/widgets/TextWidget';
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

// The field list counts its own renders (called, not rendered: its hooks are this component's) and is memoised as
// SchemaForm's is; the widgets count theirs, and nothing between a field's start and its widget hides a render.
const listRenders = { count: 0 };
const CountingFields = memo(function CountingFields(props: FormFieldsProps) {
  listRenders.count++;
  return FormFieldList(props);
});
function CountingSchemaForm(options: SchemaFormOptions) {
  return <SchemaFormWithFields Fields={CountingFields} widgets={widgets} {...options} />;
}
const renderCounting = (options: Omit<SchemaFormOptions, 'context' | 'onSubmit'>) => {
  renders.clear();
  listRenders.count = 0;
  const user = userEvent.setup();
  render(<CountingSchemaForm context={ctx()} onSubmit={() => {}} {...options} />);
  return user;
};

describe('fields re-render only when their own props change', () => {
  const definition = () => inlineForm({ a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' }, c: { type: 'string', title: 'C' } }, { required: ['a'] });

  it('a keystroke renders its own field once and neither the field list nor any other field', async () => {
    const user = renderCounting({ definition: definition() });
    const before = listRenders.count;
    await expectTypingRendersOnlyB(user, renders, ['a', 'c']);
    expect(listRenders.count).toBe(before);
  });

  it('a field shown by a condition renders the list again, and no field whose props are unchanged (the per-field memo)', async () => {
    const user = renderCounting({
      definition: inlineForm({
        a: { type: 'string', title: 'A' },
        b: { type: 'string', title: 'B' },
        c: { type: 'string', title: 'C' },
        d: { type: 'string', title: 'D', 'x-condition': { op: 'equals', field: 'b', value: 'xyz' } },
      }),
    });
    expect(screen.queryByLabelText('D')).toBeNull();
    const before = listRenders.count;
    await expectTypingRendersOnlyB(user, renders, ['a', 'c']);
    expect(screen.getByLabelText('D')).toBeTruthy();
    expect(listRenders.count).toBeGreaterThan(before);
  });

  it('a submit with an error renders neither the list nor a field without an error', async () => {
    const user = renderCounting({ definition: definition() });
    const before = { list: listRenders.count, fields: new Map(renders) };
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText('Fältet måste fyllas in.')).toBeTruthy();
    expect(listRenders.count).toBe(before.list);
    expect(renders.get('b')).toBe(before.fields.get('b'));
    expect(renders.get('c')).toBe(before.fields.get('c'));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { TextWidget } from '../../../src/forms/widgets/TextWidget';
import { inlineForm, renderForm } from './helpers';

// A text widget that counts its renders per field.
const renders = new Map<string, number>();
function CountingText(props: WidgetProps) {
  renders.set(props.name, (renders.get(props.name) ?? 0) + 1);
  return <TextWidget {...props} />;
}
const widgets = { text: CountingText };

describe('a keystroke renders only its own field', () => {
  it('re-renders the typed field once per letter and no other field; the submit sends what was typed', async () => {
    renders.clear();
    const definition = inlineForm({ a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' }, c: { type: 'string', title: 'C' } });
    const onSubmit = vi.fn();
    const onValuesChange = vi.fn();
    const { user } = renderForm({ definition, widgets, onSubmit, onValuesChange });
    await user.click(screen.getByLabelText('B'));
    const before = new Map(renders);
    await user.keyboard('xyz');
    expect((screen.getByLabelText('B') as HTMLInputElement).value).toBe('xyz');
    expect(renders.get('a')).toBe(before.get('a'));
    expect(renders.get('c')).toBe(before.get('c'));
    expect(renders.get('b')).toBe(before.get('b')! + 3);
    expect(onValuesChange).toHaveBeenLastCalledWith({ b: 'xyz' });
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(onSubmit.mock.calls[0]![0]).toStrictEqual({ b: 'xyz' });
  });
});

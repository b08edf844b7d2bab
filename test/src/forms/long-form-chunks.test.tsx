import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { FieldJson } from '../../../engine/index';
import { FIELDS_PER_PAINT } from '../../../src/forms/use-field-limit';
import { inlineForm, renderForm } from './helpers';

// `count` text fields t001.. (every one with a default, so a submit carries all of them).
function textFields(count: number) {
  const properties: Record<string, FieldJson> = {};
  for (let i = 1; i <= count; i++) properties[`t${String(i).padStart(3, '0')}`] = { type: 'string', title: `Fält ${i}`, default: `v${i}` };
  return inlineForm(properties);
}

const fieldList = () => screen.getAllByRole('textbox', { hidden: true })[0]!.closest('.MuiStack-root')!;

describe('a long form paints its first fields first', () => {
  it('renders a form of FIELDS_PER_PAINT fields whole in its first commit', () => {
    renderForm({ definition: textFields(FIELDS_PER_PAINT) });
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(FIELDS_PER_PAINT);
    expect(fieldList().getAttribute('aria-busy')).toBeNull();
  });

  it('mounts only FIELDS_PER_PAINT widgets in the first commit of a longer form, then the rest, and submits every value', async () => {
    const onSubmit = vi.fn();
    const total = FIELDS_PER_PAINT + 10;
    const { user } = renderForm({ definition: textFields(total), onSubmit });
    expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(FIELDS_PER_PAINT);
    expect(screen.getByLabelText(`Fält ${FIELDS_PER_PAINT}`)).toBeTruthy();
    expect(screen.queryByLabelText(`Fält ${FIELDS_PER_PAINT + 1}`)).toBeNull();
    expect(fieldList().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(screen.getAllByRole('textbox', { hidden: true })).toHaveLength(total), { timeout: 10_000 }); // jsdom renders MUI slowly
    expect(fieldList().getAttribute('aria-busy')).toBeNull();
    expect((screen.getByLabelText(`Fält ${total}`) as HTMLInputElement).value).toBe(`v${total}`);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(Object.keys(onSubmit.mock.calls[0]![0] as object)).toHaveLength(total);
  });
});

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_LENGTH } from '@ombudsportalen/engine';
import { SchemaForm } from '@/forms/SchemaForm';
import { loadDatePicker } from '@/forms/widgets/DateWidget';
import { everyDefinition, showingsOf } from '../../shared/every-definition';
import { testEngine } from '../../setup-engine';

const { toFormModel } = testEngine;

afterEach(cleanup);

// The date picker is a lazy chunk: loaded first, date fields render the picker's own (aria-hidden) input, whichever
// file ran before this one in the worker (not its read-only stand-in, which has no maxLength).
await loadDatePicker();

// Inputs a person types into (a date picker's own input is aria-hidden: the picker's sections take the keys).
const typedInputs = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
    (el) => el.getAttribute('aria-hidden') !== 'true' && !['hidden', 'radio', 'checkbox'].includes(el.type),
  );

// Part 2 §5 / §9: "Text inputs: maximum length 60 by default", in every report and form under schemas/.
describe.each(everyDefinition())('$file', ({ definition }) => {
  it('renders every text input with maxLength <= 60', () => {
    for (const { context, values, visible } of showingsOf(definition)) {
      const { container, unmount } = render(<SchemaForm definition={definition} context={context} initialValues={values} onSubmit={() => {}} />);
      const inputs = typedInputs(container);
      for (const input of inputs) {
        expect(input.maxLength, `${input.name} (${context.roles[0]})`).toBeGreaterThan(0);
        expect(input.maxLength, input.name).toBeLessThanOrEqual(DEFAULT_MAX_LENGTH);
      }
      // Every visible field drawn as a text input (read-only ones are text, not inputs) has its input among them.
      const model = toFormModel(definition, values, context).fields;
      const textFields = model.filter((m) => !m.readOnly && ['text', 'textarea', 'password', 'week', 'month', 'year', 'number'].includes(m.widget));
      expect(textFields.map((m) => m.name).every((name) => visible.includes(name))).toBe(true);
      for (const m of textFields) expect(inputs.map((i) => i.name), m.name).toContain(m.name);
      unmount();
    }
  });
});

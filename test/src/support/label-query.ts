import { screen, type Matcher } from '@testing-library/react';

/**
 * The form control a <label> names, found by the label's text. On a page of many fields getByLabelText takes seconds:
 * it asks every element for its labels, and jsdom finds an element's labels by walking the whole page once per label.
 */
export function controlLabelled<T extends HTMLElement = HTMLInputElement>(text: Matcher): T {
  const control = (screen.getByText(text, { selector: 'label' }) as HTMLLabelElement).control;
  if (!control) throw new Error(`The label ${String(text)} names no form control`);
  return control as T;
}

import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FormTemplateJson } from '@ombudsportalen/engine';
import template from '../../../../schemas/forms/templates/terminal-parameters.json';
import { renderForm } from '../../forms/helpers';
import { testEngine } from '../../../setup-engine';

const { formFromTemplate, loadPatternEngine } = testEngine;

afterEach(cleanup);
await loadPatternEngine(); // the page loads RE2 with the list

// Two text parameters as GET .../terminal/parameters answers them (a receipt line of at most 32 characters).
const PARAMETERS = [
  { name: 'receipt.header.line1', value: 'Spelbutiken', defaultValue: 'Välkommen', prompt: 'Kvittorad 1', description: 'Första raden på kundkvittot, högst 32 tecken.', regexp: '^[A-Za-zÅÄÖåäö0-9 .,-]{1,32}$' },
  { name: 'display.language', value: null, defaultValue: 'sv', prompt: 'Terminalens språk', description: 'sv, en eller fi.', regexp: '^(sv|en|fi)$' },
];

function renderTerminalForm() {
  const form = formFromTemplate(template as FormTemplateJson, PARAMETERS, 'schemas/forms/templates/terminal-parameters.json', { metaCheck: false });
  return renderForm({ definition: form.definition, initialValues: form.initialValues, idPrefix: 'terminal', submitLabel: 'Spara' });
}

const helpOf = (label: string) => document.getElementById(`${screen.getByLabelText(new RegExp(label)).id}-helper-text`)!;

describe('/terminal fields (issue 37 item 7)', () => {
  it('shows an error beside the rule\'s hint, not instead of it', async () => {
    const { user } = renderTerminalForm();
    await user.clear(screen.getByLabelText(/Terminalens språk/));
    await user.type(screen.getByLabelText(/Terminalens språk/), 'de');
    await user.tab();
    expect(helpOf('Terminalens språk').textContent).toBe('sv, en eller fi.Fältet har fel format');
    expect([...helpOf('Terminalens språk').children].map((c) => c.textContent)).toEqual(['sv, en eller fi.', 'Fältet har fel format']);
  });

  it('an emptied required field says it is required, not "Fältet har fel format"', async () => {
    const { user } = renderTerminalForm();
    await user.clear(screen.getByLabelText(/Kvittorad 1/));
    await user.tab();
    expect([...helpOf('Kvittorad 1').children].map((c) => c.textContent)).toEqual(['Första raden på kundkvittot, högst 32 tecken.', 'Fältet måste fyllas in.']);
    expect(screen.queryByText('Fältet har fel format')).toBeNull();
  });

  it('the input stops at the length its regexp declares (32), not at 60', () => {
    renderTerminalForm();
    expect((screen.getByLabelText(/Kvittorad 1/) as HTMLInputElement).maxLength).toBe(32);
    expect((screen.getByLabelText(/Terminalens språk/) as HTMLInputElement).maxLength).toBe(2);
    fireEvent.change(screen.getByLabelText(/Kvittorad 1/), { target: { value: 'K'.repeat(32) } });
    expect((screen.getByLabelText(/Kvittorad 1/) as HTMLInputElement).value).toHaveLength(32);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type FormTemplateJson } from '@ombudsportalen/engine';
import ordersTemplate from '../../../schemas/forms/templates/orders.json';
import { ctx, inlineForm, renderForm, report } from './helpers';
import { testEngine } from '../../setup-engine';

const { formFromTemplate } = testEngine;

const button = (name: RegExp | string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('SchemaForm conditions', () => {
  it('shows and hides a field as the user types, and never sends a hidden value', async () => {
    const definition = inlineForm({
      kind: { type: 'string', title: 'Typ' },
      other: { type: 'string', title: 'Beskriv', 'x-condition': { op: 'equals', field: 'kind', value: 'annat' } },
    });
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition, onSubmit });
    expect(screen.queryByLabelText('Beskriv')).toBeNull();
    await user.type(screen.getByLabelText('Typ'), 'annat');
    await user.type(screen.getByLabelText('Beskriv'), 'hemligt');
    await user.type(screen.getByLabelText('Typ'), 'x');
    expect(screen.queryByLabelText('Beskriv')).toBeNull();
    await user.click(button('Skicka'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ kind: 'annatx' });
  });

  it('switches EKORBF01 between the date and the week range with the P_TYP radio', async () => {
    const { user } = renderForm({ definition: report('EKORBF01') });
    expect(screen.getByRole('radio', { name: 'Datum' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Datum' })).toBeTruthy(); // the date picker's field
    expect(screen.queryByLabelText(/^Från och med vecka/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Vecka' }));
    expect(screen.queryByRole('group', { name: 'Datum' })).toBeNull();
    expect((screen.getByLabelText(/^Från och med vecka/) as HTMLInputElement).value).toBe('2410'); // previous week
    expect(screen.getByLabelText(/^Till och med vecka/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Veckor' })).toBeTruthy(); // the range's fieldset
  });
});

describe('SchemaForm errors', () => {
  const definition = () =>
    inlineForm(
      { name: { type: 'string', title: 'Namn', format: 'letters' }, phone: { type: 'string', title: 'Telefon', format: 'mobile' } },
      { required: ['name', 'phone'], 'x-formMessage': 'formInvalid' },
    );

  it('shows a field error only after the field is left, with the engine Swedish text', async () => {
    const { user } = renderForm({ definition: definition() });
    await user.type(screen.getByLabelText(/Telefon/), '0701');
    expect(screen.queryByText('Ange mobilnumret som +467XXXXXXXX.')).toBeNull();
    await user.tab();
    expect(screen.getByText('Ange mobilnumret som +467XXXXXXXX.')).toBeTruthy();
    expect(screen.queryByText('Fältet måste fyllas in.')).toBeNull(); // "Namn" was never left
    await user.type(screen.getByLabelText(/Telefon/), '1234567');
    expect(screen.queryByText('Ange mobilnumret som +467XXXXXXXX.')).toBeTruthy(); // still wrong: no +46
  });

  it('shows every error and the form-level text on submit, and does not call onSubmit', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition: definition(), onSubmit });
    await user.type(screen.getByLabelText(/Namn/), 'Anna 2');
    await user.click(button('Skicka'));
    expect(screen.getByText('Får bara innehålla bokstäver.')).toBeTruthy();
    expect(screen.getByText('Fältet måste fyllas in.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Ett eller flera fält följer inte den standard som krävs.');
    expect(document.activeElement).toBe(screen.getByLabelText(/Namn/)); // focus moves to the first invalid field
    expect(onSubmit).not.toHaveBeenCalled();
    const phone = screen.getByLabelText(/Telefon/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Fältet måste fyllas in.');
  });

  it('moves the focus to the first invalid field also when its name holds dots (terminal parameters)', async () => {
    const dotted = inlineForm({ 'receipt.line1': { type: 'string', title: 'Kvittorad 1' }, 'receipt.line2': { type: 'string', title: 'Kvittorad 2' } }, { required: ['receipt.line1', 'receipt.line2'] });
    const { user } = renderForm({ definition: dotted, onSubmit: vi.fn() });
    await user.type(screen.getByLabelText(/Kvittorad 1/), 'x');
    await user.clear(screen.getByLabelText(/Kvittorad 1/));
    await user.click(button('Skicka'));
    expect(screen.getAllByText('Fältet måste fyllas in.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByLabelText(/Kvittorad 1/));
  });
});

describe('SchemaForm submit', () => {
  it('disables the button reading "Laddar..." while onSubmit is pending, and hands a payload builder', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderForm({ definition: report('EKOROM12'), onSubmit, submitLabel: 'Ladda ner' });
    await user.click(button('Ladda ner'));
    await waitFor(() => expect(button('Laddar...').disabled).toBe(true));
    const [values, payload] = onSubmit.mock.calls[0] as unknown as [unknown, { reportRequest(): { urlCode: string; body: unknown } }];
    expect(values).toEqual({ P_FOM: '2024-03-14', P_TOM: '2024-03-14' });
    expect(payload.reportRequest().urlCode).toBe('EKOROM12');
    await act(async () => finish());
    expect(button('Ladda ner').disabled).toBe(false);
  });

  it('tells onAttempt of every press of the submit button, an invalid one included, before onSubmit', async () => {
    const calls: string[] = [];
    const definition = inlineForm({ name: { type: 'string', title: 'Namn' } }, { required: ['name'] });
    const { user } = renderForm({ definition, onAttempt: () => calls.push('attempt'), onSubmit: () => void calls.push('submit') });
    await user.click(button('Skicka'));
    expect(calls).toEqual(['attempt']); // invalid: onSubmit is never called, yet the page must clear its old banner
    await user.type(screen.getByLabelText(/Namn/), 'Anna');
    await user.click(button('Skicka'));
    await waitFor(() => expect(calls).toEqual(['attempt', 'attempt', 'submit']));
  });

  it('shows server errors under their fields until the field changes; unknown fields at form level', async () => {
    const definition = inlineForm({ name: { type: 'string', title: 'Namn' } });
    const serverErrors = { fields: [{ field: 'name', message: 'Namnet finns redan.' }, { field: 'x', message: 'Något gick fel.' }] };
    const { user } = renderForm({ definition, serverErrors, initialValues: { name: 'Anna' } });
    const name = screen.getByLabelText('Namn');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Namnet finns redan.');
    expect(screen.getByRole('alert').textContent).toBe('Något gick fel.');
    await user.type(name, 'a');
    expect(screen.queryByText('Namnet finns redan.')).toBeNull();
  });
});

describe('SchemaForm widgets', () => {
  it('shows a readOnly field as text under its label, not as an input', () => {
    const definition = inlineForm({ code: { type: 'string', title: 'Kod', readOnly: true, default: 'A1' }, empty: { type: 'string', title: 'Tom', readOnly: true } });
    renderForm({ definition });
    const value = screen.getByLabelText('Kod');
    expect(value.tagName).toBe('DIV');
    expect(value.textContent).toBe('A1');
    expect(screen.getByLabelText('Tom').textContent).toBe('–');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('draws no hidden field (x-widget hidden), yet sends its value', async () => {
    const onSubmit = vi.fn();
    const definition = inlineForm({ name: { type: 'string', title: 'Namn' }, day: { type: 'string', format: 'date', title: 'Dag', 'x-widget': 'hidden', default: '2024-03-01' } });
    const { user } = renderForm({ definition, onSubmit });
    expect(screen.queryByText('Dag')).toBeNull();
    await user.type(screen.getByLabelText('Namn'), 'Eva');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![1].formPayload()).toEqual({ name: 'Eva', day: '2024-03-01' });
  });

  it('groups fields under the headings of x-layout and lays a table section out row by row', () => {
    const definition = inlineForm(
      { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B' }, c: { type: 'string', title: 'C' }, d: { type: 'string', title: 'D' } },
      { 'x-layout': [{ title: 'Första', fields: ['b', 'a'] }, { title: 'Tabell', rows: [{ title: 'Rad', fields: ['c', 'd'] }] }] },
    );
    renderForm({ definition });
    const first = screen.getByRole('region', { name: 'Första' });
    expect(within(first).getAllByRole('textbox').map((i) => i.getAttribute('name'))).toEqual(['b', 'a']);
    const row = within(screen.getByRole('region', { name: 'Tabell' })).getByRole('group', { name: 'Rad' });
    expect(within(row).getAllByRole('textbox').map((i) => i.getAttribute('name'))).toEqual(['c', 'd']);
  });

  it('puts the extra actions beside the submit button', () => {
    renderForm({ definition: inlineForm({ a: { type: 'string', title: 'A' } }), actions: <button type="button">Avbryt</button> });
    const row = screen.getByTestId('form-buttons');
    expect(within(row).getAllByRole('button').map((b) => b.textContent)).toEqual(['Skicka', 'Avbryt']);
  });

  it('hides an option with authorizedRoles from a user without the role (EKORPR03 Övrigt)', () => {
    const { unmount } = renderForm({ definition: report('EKORPR03') });
    const options = () => within(screen.getByLabelText(/Rapporttyp|Typ/)).getAllByRole('option').map((o) => o.textContent);
    expect(options()).not.toContain('Övrigt');
    expect(options()).toContain('Andelsspel');
    unmount();
    renderForm({ definition: report('EKORPR03'), context: ctx({ roles: ['EKONOMI'] }) });
    expect(options()).toContain('Övrigt');
  });

  it('offers the blank "Välj" only while nothing is chosen: the orders size list has "Ingen beställning", not both (issue 23)', async () => {
    const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent);
    const poster = { articleNumber: '7001', articleName: 'Affisch', quantity: 0, max: 5, selections: [{ size: 'A2', sizeRange: 2 }, { size: 'A3', sizeRange: 3 }] };
    const orders = formFromTemplate(ordersTemplate as unknown as FormTemplateJson, [{ name: 'Affischer', articles: [poster] }], 'schemas/forms/templates/orders.json', { metaCheck: false });
    const { unmount } = renderForm({ definition: orders.definition, initialValues: orders.initialValues });
    expect(optionsOf('Affisch')).toEqual(['Ingen beställning', 'A2', 'A3']);
    unmount();
    const { user } = renderForm({ definition: inlineForm({ size: { type: 'integer', title: 'Storlek', 'x-widget': 'select', 'x-options': [{ value: 2, label: 'A2' }, { value: 3, label: 'A3' }] } }) });
    expect(optionsOf('Storlek')).toEqual(['Välj', 'A2', 'A3']);
    await user.selectOptions(screen.getByLabelText('Storlek'), 'A3');
    expect(optionsOf('Storlek')).toEqual(['A2', 'A3']);
  });

  it('reads and writes yyyy-MM-dd and says the Swedish dateInvalid text for an impossible typed date', async () => {
    const onSubmit = vi.fn();
    const { user, container } = renderForm({ definition: report('EKORBF01'), onSubmit });
    const section = (name: string) => screen.getByRole('spinbutton', { name });
    expect(container.querySelector<HTMLInputElement>('input[name="DAG"]')!.value).toBe('2024-03-14'); // yesterday
    await user.click(section('Månad'));
    await user.keyboard('02');
    await user.click(section('Dag'));
    await user.keyboard('30');
    await user.tab();
    expect(screen.getByText('Datumet finns inte eller har fel format. Ange det som åååå-mm-dd.')).toBeTruthy();
    await user.click(button('Skicka'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(section('Dag'));
    await user.keyboard('29');
    expect(screen.queryByText('Datumet finns inte eller har fel format. Ange det som åååå-mm-dd.')).toBeNull();
    await user.click(button('Skicka'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ P_TYP: '2', DAG: '2024-02-29' });
  });
});

// Issue 37 items 3–5: x-normalize in the form: judged, shown (once the field is left) and sent as the spec writes it.
describe('SchemaForm input as Swedes type it', () => {
  it('takes "070-123 45 03" in a mobile field: no error, shows +46701234503 when left, sends it', async () => {
    const definition = inlineForm({ phone: { type: 'string', title: 'Telefon', format: 'mobile', 'x-normalize': 'phoneNumber' } }, { required: ['phone'] });
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition, onSubmit });
    const input = screen.getByLabelText(/Telefon/) as HTMLInputElement;
    await user.type(input, '070-123 45 03');
    expect(input.value).toBe('070-123 45 03'); // not rewritten while typed
    await user.tab();
    expect(input.value).toBe('+46701234503');
    expect(screen.queryByText('Ange mobilnumret som +467XXXXXXXX.')).toBeNull();
    await user.click(button('Skicka'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ phone: '+46701234503' });
  });

  it('sends the normalised value when Enter submits from the field itself (never left)', async () => {
    const definition = inlineForm({ phone: { type: 'string', title: 'Telefon', format: 'mobile', 'x-normalize': 'phoneNumber' } }, { required: ['phone'] });
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition, onSubmit });
    await user.type(screen.getByLabelText(/Telefon/), '+46 70 123 45 03{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ phone: '+46701234503' });
  });

  it('never cuts "19900514-1230": the input holds the hyphen, the value is 199005141230', async () => {
    const definition = inlineForm({ ssn: { type: 'string', title: 'Personnummer', format: 'personalNumber', 'x-normalize': 'personalNumber', maxLength: 12 } });
    const { user } = renderForm({ definition });
    const input = screen.getByLabelText(/Personnummer/) as HTMLInputElement;
    await user.type(input, '19900514-1230');
    expect(input.value).toBe('19900514-1230');
    await user.tab();
    expect(input.value).toBe('199005141230');
    expect(screen.queryByText('Personnumret följer inte den standard som krävs (ÅÅÅÅMMDDXXXX).')).toBeNull();
  });

  it('a week field shows "Anges som ååvv" before any error and takes a pasted " 24 10 "', async () => {
    const definition = inlineForm({ v: { type: 'string', title: 'Vecka', format: 'week', 'x-normalize': 'compact' } }, { required: ['v'] });
    const onSubmit = vi.fn();
    const { user } = renderForm({ definition, onSubmit });
    expect(screen.getByText('Anges som ååvv')).toBeTruthy();
    await user.click(screen.getByLabelText(/Vecka/));
    await user.paste(' 24 10 ');
    await user.tab();
    expect(screen.queryByText('Måste anges som ååvv')).toBeNull();
    await user.click(button('Skicka'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ v: '2410' });
  });
});

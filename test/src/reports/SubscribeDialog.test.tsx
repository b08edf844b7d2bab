// The "Prenumerera" dialog of a report (issue 41 §4), reached as a user does: the report's form, then its button.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PARTNER_REPORT_SECTIONS } from '@/features/reports/report-sections';
import { json, on } from '../support/fake-fetch';
import { renderReports } from './render-reports';

const API = '/api/api-retail/v2';
const EKO = { username: '1001_EKO', roles: ['EKONOMI'], agencyNumber: '1001' };
const TELIA = { username: 'TELIA1', roles: ['PARTNER_TELIA'], agencyNumber: '' };
/** EKORDF01's body for the form's defaults on Wednesday 25 November 2026: yesterday, agency 1001, pdf. */
const DAILY_SALES_BODY = {
  type: 'agency', byPassCache: 'true',
  parameterNameValues: { listOfParamNameValues: [{ name: 'P_FOM', values: ['2026-11-24'] }, { name: 'P_TOM', values: ['2026-11-24'] }, { name: 'P_OMBUDNR', values: ['1001'] }, { name: 'formatType', values: ['pdf'] }] },
};
const CREATED = {
  id: 'sub1', reportCode: 'EKORDF01', reportName: 'Daglig försäljning', format: 'pdf', agencyNumber: '1001', period: 'previousWeek', frequency: 'weekly',
  weekday: 3, hour: 6, email: 'chef@ombud1001.se', paused: false, nextRunAt: '2026-12-02T05:00:00.000Z', failureReason: null,
};


/** Opens a report by its title and presses "Prenumerera": the dialog. */
async function openDialog(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: title }));
  await user.click(within(screen.getByRole('region', { name: title })).getByRole('button', { name: 'Prenumerera' }));
  return within(await screen.findByRole('dialog', { name: 'Prenumerera på rapporten' }));
}

/** An address entered as a person pastes it: one change, not a render of the page per character. */
async function enter(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.text);

describe('SubscribeDialog', () => {
  it('shows its Swedish texts, sends a weekly choice byte for byte and says where to find it', async () => {
    const { user, requests } = renderReports(EKO, [on(`${API}/agencies/1001/subscriptions/EKORDF01`, () => json(201, CREATED), 'POST')]);
    const dialog = await openDialog(user, 'Daglig försäljning (EKORDF01)');
    expect(dialog.getByText('Rapporten skickas med e-post som bilaga, med de val du gjort i formuläret och perioden nedan räknad från utskicksdagen.')).toBeTruthy();
    expect(optionTexts(dialog.getByRole('combobox', { name: 'Period' }))).toEqual(['Förra månaden', 'Förra veckan', 'I går']);
    expect(optionTexts(dialog.getByRole('combobox', { name: 'Hur ofta' }))).toEqual(['Varje vecka', 'Varje månad (den 1:a)']);
    expect(optionTexts(dialog.getByRole('combobox', { name: 'Klockslag' }))).toHaveLength(24);
    expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeTruthy();

    await user.selectOptions(dialog.getByRole('combobox', { name: 'Period' }), 'Förra veckan');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Hur ofta' }), 'Varje vecka');
    expect(optionTexts(dialog.getByRole('combobox', { name: 'Veckodag' }))).toEqual(['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag']);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Veckodag' }), 'onsdag');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Klockslag' }), '06:00');
    await enter(user, dialog.getByRole('textbox', { name: /E-postadress/ }), 'chef@ombud1001.se');
    await user.click(dialog.getByRole('button', { name: 'Spara prenumeration' }));

    expect(await screen.findByText('Prenumerationen är sparad. Du hittar den under Mina prenumerationer.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = requests.filter((r) => r.method === 'POST' && r.url.startsWith(`${API}/agencies/`));
    expect(posted.map((r) => r.url)).toEqual([`${API}/agencies/1001/subscriptions/EKORDF01`]);
    expect(posted[0]!.body).toBe(JSON.stringify({ report: DAILY_SALES_BODY, format: 'pdf', period: 'previousWeek', frequency: 'weekly', hour: 6, email: 'chef@ombud1001.se', weekday: 3 }));
  });

  it('sends a monthly choice without a weekday', async () => {
    const { user, requests } = renderReports(EKO, [on(`${API}/agencies/1001/subscriptions/EKORDF01`, () => json(201, { ...CREATED, frequency: 'monthly', weekday: null }), 'POST')]);
    const dialog = await openDialog(user, 'Daglig försäljning (EKORDF01)');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Hur ofta' }), 'Varje månad (den 1:a)');
    expect(dialog.queryByRole('combobox', { name: 'Veckodag' })).toBeNull();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Klockslag' }), '23:00');
    await enter(user, dialog.getByRole('textbox', { name: /E-postadress/ }), ' chef@ombud1001.se ');
    await user.click(dialog.getByRole('button', { name: 'Spara prenumeration' }));
    await screen.findByText('Prenumerationen är sparad. Du hittar den under Mina prenumerationer.');
    const posted = requests.find((r) => r.method === 'POST' && r.url.includes('/subscriptions/'));
    expect(posted!.body).toBe(JSON.stringify({ report: DAILY_SALES_BODY, format: 'pdf', period: 'previousMonth', frequency: 'monthly', hour: 23, email: 'chef@ombud1001.se' }));
  });

  it('refuses an address that is not one without asking the server', async () => {
    const { user, requests } = renderReports(EKO, []);
    const dialog = await openDialog(user, 'Daglig försäljning (EKORDF01)');
    await enter(user, dialog.getByRole('textbox', { name: /E-postadress/ }), 'chef@ombud1001');
    await user.click(dialog.getByRole('button', { name: 'Spara prenumeration' }));
    expect(dialog.getByText('Ange en giltig e-postadress.')).toBeTruthy();
    expect(requests.filter((r) => r.url.includes('/subscriptions/'))).toEqual([]);
  });

  it('shows the server\'s 400: each field\'s message under it, the rest in the banner, and stays open', async () => {
    const refusal = {
      code: 'error.validation', message: 'Begäran innehåller ogiltiga värden.',
      fields: [{ field: 'weekday', message: 'Välj veckodag.' }, { field: 'period', message: 'Välj en period som passar rapporten.' }, { field: 'P_TOM', message: 'Skillnaden i datum får inte vara mer än 31 dagar.' }],
    };
    const { user } = renderReports(EKO, [on(`${API}/agencies/1001/subscriptions/EKORDF01`, () => json(400, refusal), 'POST')]);
    const dialog = await openDialog(user, 'Daglig försäljning (EKORDF01)');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Hur ofta' }), 'Varje vecka');
    await enter(user, dialog.getByRole('textbox', { name: /E-postadress/ }), 'chef@ombud1001.se');
    await user.click(dialog.getByRole('button', { name: 'Spara prenumeration' }));

    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toBe('Begäran innehåller ogiltiga värden.Skillnaden i datum får inte vara mer än 31 dagar.');
    const weekday = dialog.getByRole('combobox', { name: 'Veckodag' });
    expect(weekday.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(weekday.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Välj veckodag.');
    const period = dialog.getByRole('combobox', { name: 'Period' });
    expect(document.getElementById(period.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Välj en period som passar rapporten.');
    expect(screen.getByRole('dialog', { name: 'Prenumerera på rapporten' })).toBeTruthy();
  });

  it('offers a year report "Förra året" only', async () => {
    const { user } = renderReports(EKO, []);
    const dialog = await openDialog(user, 'Egna spel (STAT_EGNA)');
    expect(optionTexts(dialog.getByRole('combobox', { name: 'Period' }))).toEqual(['Förra året']);
  });

  it('offers a partner\'s week report "Förra veckan" only and posts it to the partner\'s own path', async () => {
    const { user, requests } = renderReports(TELIA, [on(`${API}/partner/TELIA/subscriptions/PART_RAPPORT`, () => json(201, { ...CREATED, reportCode: 'PART_RAPPORT', agencyNumber: '' }), 'POST')], PARTNER_REPORT_SECTIONS);
    await user.click(within(screen.getByRole('region', { name: 'Partnerrapport (PART_RAPPORT)' })).getByRole('button', { name: 'Prenumerera' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Prenumerera på rapporten' }));
    expect(optionTexts(dialog.getByRole('combobox', { name: 'Period' }))).toEqual(['Förra veckan']);
    await enter(user, dialog.getByRole('textbox', { name: /E-postadress/ }), 'rapport@telia.example');
    await user.click(dialog.getByRole('button', { name: 'Spara prenumeration' }));
    await screen.findByText('Prenumerationen är sparad. Du hittar den under Mina prenumerationer.');
    expect(requests.filter((r) => r.url.includes('/subscriptions/')).map((r) => r.url)).toEqual([`${API}/partner/TELIA/subscriptions/PART_RAPPORT`]);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { SetAgencyModal } from '@/features/agency/components/SetAgencyModal';
import { fakeFetch, json, on } from '../../support/fake-fetch';

const OVERVIEW = [
  { agencyNumber: '1001', agencyName: 'Kioskkompaniet Drottninggatan' },
  { agencyNumber: '1002', agencyName: 'Kioskkompaniet Fridhemsplan' },
  { agencyNumber: '2002', agencyName: 'Spelbutiken Digital' },
];

function renderModal(backend: ReturnType<typeof fakeFetch>, currentAgencyNumber = '') {
  vi.stubGlobal('fetch', backend.fetch);
  const onAgencySet = vi.fn();
  render(
    <AppProviders>
      <SetAgencyModal open currentAgencyNumber={currentAgencyNumber} onClose={() => {}} onAgencySet={onAgencySet} />
    </AppProviders>,
  );
  return { onAgencySet, user: userEvent.setup() };
}

const overviewRoute = on('/api/api-retail/v2/internal/agencies/overview', () => json(200, OVERVIEW));
const acceptNumber = on('/api/api-retail/v2/internal/agency-number', (request) => {
  const { agencyNumber } = JSON.parse(request.body) as { agencyNumber: string };
  const agency = OVERVIEW.find((entry) => entry.agencyNumber === agencyNumber);
  return agency ? json(200, agency) : json(404, { code: 'error.agency.not-found' });
});
const field = () => screen.getByRole('combobox', { name: /Ombudsnummer/ });

describe('SetAgencyModal', () => {
  it('is titled "Välj ombudsnummer" and offers "Stäng" only when an agency is already set', () => {
    renderModal(fakeFetch(overviewRoute));
    expect(screen.getByRole('dialog', { name: 'Välj ombudsnummer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stäng' })).toBeNull();
    screen.getByRole('button', { name: 'Skicka' });
  });

  it('shows "Stäng" when an agency is set', () => {
    renderModal(fakeFetch(overviewRoute), '1001');
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeTruthy();
  });

  it('requires a number: "Fältet måste fyllas in." and nothing is sent', async () => {
    const backend = fakeFetch(overviewRoute, acceptNumber);
    const { user } = renderModal(backend);
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByText('Fältet måste fyllas in.')).toBeTruthy();
    expect(backend.requests.some((request) => request.url.endsWith('/agency-number'))).toBe(false);
  });

  it('suggests agencies by number prefix; the keyboard chooses one; success hands the agency on', async () => {
    const backend = fakeFetch(overviewRoute, acceptNumber);
    const { user, onAgencySet } = renderModal(backend);
    await waitFor(() => expect(backend.requests.length).toBeGreaterThan(0));
    await user.type(field(), '100');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['1001 Kioskkompaniet Drottninggatan', '1002 Kioskkompaniet Fridhemsplan']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect((field() as HTMLInputElement).value).toBe('1001 Kioskkompaniet Drottninggatan');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(onAgencySet).toHaveBeenCalledWith(OVERVIEW[0]));
    // The page's feedback panel names the agency once the modal has closed; the closing modal does not say it too.
    expect(screen.queryByText('Ombudsnummer satt till 1001, Kioskkompaniet Drottninggatan')).toBeNull();
    const post = backend.requests.find((request) => request.url.endsWith('/agency-number'));
    expect(JSON.parse(post!.body)).toEqual({ agencyNumber: '1001' });
  });

  it('suggests agencies by name', async () => {
    const { user } = renderModal(fakeFetch(overviewRoute, acceptNumber));
    await user.type(field(), 'digital');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['2002 Spelbutiken Digital']);
  });

  it('says "Något gick fel när ombudsnummer skulle hämtas." for a number the server refuses', async () => {
    const { user, onAgencySet } = renderModal(fakeFetch(overviewRoute, acceptNumber));
    await user.type(field(), '9999{Enter}');
    expect(await screen.findByText('Något gick fel när ombudsnummer skulle hämtas.')).toBeTruthy();
    expect(onAgencySet).not.toHaveBeenCalled();
  });

  it('reports a failed agency list with its code, and typing a number still works', async () => {
    const backend = fakeFetch(on('/api/api-retail/v2/internal/agencies/overview', () => json(503, { code: 'error.unavailable' })), on('/log', () => new Response(null, { status: 204 })), acceptNumber);
    const { user, onAgencySet } = renderModal(backend);
    expect(await screen.findByText('Ett fel uppstod när listan av ombud skulle hämtas. Felkod: error.unavailable')).toBeTruthy();
    await user.type(field(), '2002');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await waitFor(() => expect(onAgencySet).toHaveBeenCalledWith(OVERVIEW.find((agency) => agency.agencyNumber === '2002')));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUrl, type WinnersArchive } from '@ombudsportalen/portal/api';
import { InfoPopup } from '@/features/content/components/sections/InfoPopup';
import { WinnersListSection } from '@/features/content/components/winners/WinnersListSection';
import { agencyLoadedAtom } from '@/state/agency';
import { fakeFetch, json, on } from '../support/fake-fetch';
import { agencyInfo } from '../support/session-backend';
import { entry, renderWith } from './content-fixtures';

describe('info popup', () => {
  it('opens on the info button and closes on its close icon or an outside click', async () => {
    const { user } = renderWith(<div><p>Utanför</p><InfoPopup text="Mer om andelsspel." /></div>, fakeFetch());
    await user.click(screen.getByRole('button', { name: 'Mer information' }));
    expect(screen.getByRole('dialog', { name: 'Mer information' }).textContent).toContain('Mer om andelsspel.');
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Mer information' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByText('Utanför'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('winners-list section', () => {
  const archive: WinnersArchive = { winnersList: [
    { gameType: 'V86', entries: [{ date: '2026-11-18', fileId: 'V86-2026-11-18', trackName: 'Solvalla' }] },
    { gameType: 'V75', entries: [{ date: '2026-11-21', fileId: 'V75-2026-11-21', trackName: 'Åby' }, { date: '2026-11-14', fileId: 'V75-2026-11-14', trackName: 'Romme' }] },
    { gameType: 'DD', entries: [] },
  ] };
  const backend = () => fakeFetch(on(apiUrl('winnersArchive'), () => json(200, archive)));
  const section = entry('w', 'sectionWinnersList', { title: 'Arkiverade vinstlistor' });

  it('"Välj spelform": V75 first and chosen, the others alphabetical; each entry has its date, track and file name', async () => {
    const { user } = renderWith(<WinnersListSection entry={section} />, backend());
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['V75', 'DD', 'V86']);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Välj spelform' })).toBeTruthy();
    const line = (text: string) => screen.getByText((_content, element) => element?.tagName === 'P' && element.textContent === text);
    expect(line('21 november 2026 · Åby')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ladda ner V75-2026-11-21.pdf' })).toBeTruthy();
    await user.click(radios[2]!);
    expect(line('18 november 2026 · Solvalla')).toBeTruthy();
    await user.click(radios[1]!);
    expect(screen.getByText('Det finns inga vinstlistor för spelformen ännu.')).toBeTruthy();
  });

  it.each([['D', 'SILVER'], ['O', 'BANA']])('is hidden for agencyType %s / revenueSegment %s', async (agencyType, revenueSegment) => {
    const fake = backend();
    renderWith(<div data-testid="holder"><WinnersListSection entry={section} /></div>, fake, {
      init: (store) => store.set(agencyLoadedAtom, agencyInfo('2002', { agencyName: 'X', agencyType, revenueSegment })),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('holder').textContent).toBe('');
    expect(fake.requests).toEqual([]);
  });
});

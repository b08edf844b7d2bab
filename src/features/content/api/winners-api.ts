import type { WinnersArchive } from '@ombudsportalen/portal/api';
import { orderGameTypes } from '@ombudsportalen/portal/winners';
import { callEndpoint } from '@/api/endpoint';

/** One game type's archived lists (the contract's WinnersArchive). */
export type WinnersGameType = WinnersArchive['winnersList'][number];

export async function fetchWinnersArchive(signal?: AbortSignal): Promise<WinnersGameType[]> {
  const body = await callEndpoint('winnersArchive', {}, { signal });
  return orderGameTypes(body.winnersList, (group) => group.gameType); // the server already orders them; kept so
}

export function fetchWinnersFile(fileId: string): Promise<Blob> {
  return callEndpoint('winnersFile', { params: { fileId } }, { responseType: 'blob' });
}

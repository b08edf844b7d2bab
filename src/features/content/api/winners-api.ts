import type { WinnersArchive } from '../../../../portal/api';
import { callEndpoint } from '../../../api/endpoint';

/** One game type's archived lists (the contract's WinnersArchive). */
export type WinnersGameType = WinnersArchive['winnersList'][number];

/** V75 first and default, the others alphabetically (spec part 2 §2); the server already orders them, this keeps it so. */
export function orderGameTypes(groups: readonly WinnersGameType[]): WinnersGameType[] {
  const v75 = groups.filter((group) => group.gameType === 'V75');
  const others = groups.filter((group) => group.gameType !== 'V75').sort((a, b) => a.gameType.localeCompare(b.gameType, 'sv'));
  return [...v75, ...others];
}

export async function fetchWinnersArchive(signal?: AbortSignal): Promise<WinnersGameType[]> {
  const body = await callEndpoint('winnersArchive', {}, { signal });
  return orderGameTypes(body.winnersList);
}

export function fetchWinnersFile(fileId: string): Promise<Blob> {
  return callEndpoint('winnersFile', { params: { fileId } }, { responseType: 'blob' });
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { apiUrl, type ApiResponse, type LoginAlert } from '@ombudsportalen/portal/api';
import { logToServer } from '@/api/client-log';

/** The login page's alert, before any token exists; errors are only logged (spec §8). */
export async function fetchLoginAlert(fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<LoginAlert | null> {
  try {
    const response = await fetchImpl(apiUrl('loginAlert'), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as Partial<ApiResponse<'loginAlert'>>;
    return body.alert ?? null;
  } catch (error) {
    logToServer({ msg: 'Inloggningssidans meddelande kunde inte hämtas', error, logLevel: 'warn' });
    return null;
  }
}

import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { PageInitError } from '@/ui/PageInitError';
import { usePageInit } from '@/ui/page-init-state';

vi.mock(import('@/api/client-log'), async (original) => ({ ...(await original()), logToServer: vi.fn() }));

describe('PageInitError', () => {
  it('shows the spec text with the code in an error panel', () => {
    render(<PageInitError code="error.internal" />);
    expect(screen.getByRole('alert').textContent).toBe('Ett fel uppstod när sidan skulle laddas. Felkod: error.internal');
  });

  it('takes a numeric code', () => {
    render(<PageInitError code={500} />);
    expect(screen.getByRole('alert').textContent).toBe('Ett fel uppstod när sidan skulle laddas. Felkod: 500');
  });
});

describe('usePageInit', () => {
  it('goes pending → success with the data', async () => {
    let finish: (value: string) => void = () => undefined;
    const { result } = renderHook(() => usePageInit(() => new Promise<string>((resolve) => (finish = resolve))));
    expect(result.current.status).toBe('pending');
    finish('data');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'data' }));
  });

  it('goes to error with the code from errorText, and reload runs the load again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ApiError('Tekniskt fel', 500, 'error.internal')).mockResolvedValueOnce(42);
    const { result } = renderHook(() => usePageInit(load));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', code: 'error.internal' }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 42 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a synchronous throw as an error', async () => {
    const { result } = renderHook(() =>
      usePageInit<number>(() => {
        throw new Error('trasig');
      }),
    );
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', code: 'trasig' }));
  });
});

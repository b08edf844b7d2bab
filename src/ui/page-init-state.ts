import { startTransition, useCallback, useEffect, useState, type DependencyList } from 'react';
import { ApiError } from '@/api/api-error';
import { logToServer } from '@/api/client-log';
import { errorText } from '@/api/error-text';

/** A page's initial load (spec §4): idle → pending → success | error (with the code to show). */
export type PageInitState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; code: string; error: unknown };

export type PageInit<T> = PageInitState<T> & { reload: () => void };

/** Runs `load` on mount (and when `deps` change or on reload); a stale or unmounted run is ignored. */
export function usePageInit<T>(load: () => Promise<T>, deps: DependencyList = []): PageInit<T> {
  const [state, setState] = useState<PageInitState<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    // The executor turns a synchronous throw in `load` into a rejection too.
    new Promise<T>((resolve) => resolve(load())).then(
      (data) => {
        // A transition: the page's first render with its data runs in slices, not one long task (TBT, issue 38 §3).
        if (current) startTransition(() => setState({ status: 'success', data }));
      },
      (error: unknown) => {
        // The HTTP client already logged failed calls; anything else would vanish unlogged.
        if (!(error instanceof ApiError)) logToServer({ msg: 'Page init failed', error, logLevel: 'error' });
        if (current) setState({ status: 'error', code: errorText(error), error });
      },
    );
    return () => {
      current = false;
    };
    // `load` is left out on purpose: it is usually an inline lambda; `deps` say when to rerun.
  }, [attempt, ...deps]);

  return { ...state, reload };
}

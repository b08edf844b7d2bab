import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { Provider as JotaiProvider } from 'jotai';
import { ClockContext, systemClock, type Clock } from '@/state/clock';
import { appStore, type AppStore } from '@/state/store';
import { makeEmotionCache } from './emotion-cache';
import { makeAppTheme } from './theme';

// What @mui/material's ThemeProvider hands a theme without CSS variables (`vars: null`), without importing the
// CSS-variables provider it carries beside (docs/architecture.md "Bundles"). Made at the first render (theme.ts).
const makeProvided = () => ({ ...makeAppTheme(), vars: null });
let provided: ReturnType<typeof makeProvided> | undefined;
const providedTheme = () => (provided ??= makeProvided());
let emotionCache: ReturnType<typeof makeEmotionCache> | undefined;

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own store and a fixed clock. */
  store?: AppStore;
  clock?: Clock;
}

/** Styles (emotion-cache.ts), theme, global CSS reset, the Jotai store and the clock, for the app and for tests. */
export function AppProviders({ children, store = appStore, clock = systemClock }: AppProvidersProps) {
  return (
    <CacheProvider value={(emotionCache ??= makeEmotionCache())}>
      <ThemeProvider theme={providedTheme()}>
        <CssBaseline />
        <JotaiProvider store={store}>
          <ClockContext value={clock}>{children}</ClockContext>
        </JotaiProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

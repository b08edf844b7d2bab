import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { renderHook } from '@testing-library/react';
import { AppProviders } from '@/app/providers';

/**
 * Takes out the styles earlier files had Emotion insert (MUI's, one style tag per rule), so a file starts with none,
 * as in a module graph of its own: jsdom's getComputedStyle, behind every getByRole, walks every rule of the document.
 * Both caches: Emotion's default one and the app's (AppProviders keeps one per module graph); with the default one
 * alone a worker kept 300–1,300 tags, and the DOM projects took ~15 % more CPU. Emotion inserts again what renders.
 */
export function forgetInsertedStyles(): void {
  for (const wrapper of [undefined, AppProviders]) {
    const { result, unmount } = renderHook(() => useEmotionCache(), { wrapper });
    unmount();
    const cache = result.current;
    if (cache === null) continue; // no DOM to insert into
    cache.sheet.flush();
    for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
  }
}

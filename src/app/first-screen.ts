import type { UIMatch } from 'react-router-dom';
import { wasLoggedIn } from '../state/session-hint';
import { LoginPage, SessionContent } from './lazy-pages';
import type { PageHandle } from './routes';

const ignore = (): void => undefined; // a failed fetch is retried, and reported, by the render that needs it

/**
 * Fetches the first screen's code beside the token refresh instead of after its answer (issue 38 §3): when the last
 * visit ended logged in, the session's chunk and the page's; else, at /, the login page's.
 */
export function preloadFirstScreen(matches: readonly Pick<UIMatch, 'pathname' | 'handle'>[], loggedInBefore = wasLoggedIn()): void {
  if (loggedInBefore) {
    SessionContent.preload().catch(ignore);
    const page = matches.map((match) => (match.handle as PageHandle | undefined)?.page).findLast((found) => found !== undefined);
    page?.preload().catch(ignore);
  } else if (matches.at(-1)?.pathname === '/') {
    LoginPage.preload().catch(ignore);
  }
}

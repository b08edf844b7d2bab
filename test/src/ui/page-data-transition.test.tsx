// A page's first render with its loaded data is a transition (docs/decisions/pages-on-a-phone.md): React renders it in
// slices (TBT) and, while a part of it still waits for its code, keeps the shown loader instead of swapping the page
// for a Suspense fallback (nothing shown moves). Without the transition the fallback replaces the page.
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@ombudsportalen/portal/api';
import { useLoginAlert } from '@/features/auth/components/LoginAlert';
import { useContentQuery } from '@/features/content/hooks/useContentQuery';
import { useStaffDefinitions } from '@/features/staff/hooks/useStaffDefinitions';
import { loadStaffDefinitions } from '@/features/staff/staff-definitions';
import { loadSessionData } from '@/app/session/load-session-data';
import { useAtomValue } from '@/state/atom-hooks';
import { agencyAtom } from '@/state/agency';
import { authAtom } from '@/state/auth';
import { currentUserAtom } from '@/state/current-user';
import { signIn } from '@/state/session';
import { usePageInit } from '@/ui/page-init-state';
import { fakeFetch, json } from '../support/fake-fetch';
import { MANAGER, sessionBackend, tokenFor } from '../support/session-backend';

/** A part of the page whose code is still on its way until `arrive` is called. */
function codeOnItsWay() {
  let arrive: () => void = () => undefined;
  const code = new Promise<void>((resolve) => (arrive = resolve));
  function LateCode() {
    use(code);
    return <p>Sidans innehåll</p>;
  }
  return { LateCode, arrive };
}

function PageShown({ loaded, LateCode }: { loaded: boolean; LateCode: () => React.JSX.Element }) {
  return loaded ? <LateCode /> : <p>Laddar sidan</p>;
}

async function expectLoaderKeptUntilCode(arrive: () => void) {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.queryByText('Laddar kod')).toBeNull();
  expect(screen.getByText('Laddar sidan')).toBeTruthy();
  await act(async () => arrive());
  expect(screen.getByText('Sidans innehåll')).toBeTruthy();
}

describe('a page\'s loaded data renders as a transition', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('usePageInit: the loader stays while the loaded page\'s code is still on its way', async () => {
    const { LateCode, arrive } = codeOnItsWay();
    function Page() {
      const state = usePageInit(() => Promise.resolve('data'));
      return <PageShown loaded={state.status === 'success'} LateCode={LateCode} />;
    }
    render(<Suspense fallback={<p>Laddar kod</p>}><Page /></Suspense>);
    await expectLoaderKeptUntilCode(arrive);
  });

  it('useContentQuery: the loader stays while the loaded page\'s code is still on its way', async () => {
    const { fetch } = fakeFetch((request) => (request.url === apiUrl('contentData') ? json(200, { items: [], includes: {} }) : undefined));
    vi.stubGlobal('fetch', fetch);
    const { LateCode, arrive } = codeOnItsWay();
    function Page() {
      const state = useContentQuery({ contentType: 'article', limit: 1 });
      return <PageShown loaded={state.status === 'success'} LateCode={LateCode} />;
    }
    render(<Suspense fallback={<p>Laddar kod</p>}><Page /></Suspense>);
    await expectLoaderKeptUntilCode(arrive);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  // The login form waits for the login page's alert (at most its wait): in one piece it was the login's longest task.
  it('useLoginAlert: the loader stays while the login form\'s code is still on its way', async () => {
    vi.stubGlobal('fetch', fakeFetch((request) => (request.url === apiUrl('loginAlert') ? json(200, { alert: null }) : undefined)).fetch);
    const { LateCode, arrive } = codeOnItsWay();
    function Page() {
      return <PageShown loaded={useLoginAlert(60_000).settled} LateCode={LateCode} />;
    }
    render(<Suspense fallback={<p>Laddar kod</p>}><Page /></Suspense>);
    await expectLoaderKeptUntilCode(arrive);
  });

  // The staff cards wait for the definitions too: arriving after the list, they rendered every card in one long task.
  it('useStaffDefinitions: the loader stays while the loaded page\'s code is still on its way', async () => {
    await loadStaffDefinitions(); // their module in, so the hook's answer comes within the wait below
    const { LateCode, arrive } = codeOnItsWay();
    function Page() {
      const definitions = useStaffDefinitions();
      return <PageShown loaded={definitions !== null && definitions !== 'error'} LateCode={LateCode} />;
    }
    render(<Suspense fallback={<p>Laddar kod</p>}><Page /></Suspense>);
    await expectLoaderKeptUntilCode(arrive);
  });

  // The session's screens (the shell, the start page) render from these answers: in one piece they were the start
  // page's longest task on a phone.
  it('the sign-in and the session\'s user and agency: the loader stays while the screens\' code is still on its way', async () => {
    const backend = sessionBackend(MANAGER, { '1001': {} });
    let answer: () => void = () => undefined;
    const answers = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => { await answers; return backend.fetch(...args); });
    const store = createStore();
    const signedIn = codeOnItsWay();
    const userIn = codeOnItsWay();
    const agencyIn = codeOnItsWay();
    function Screens() {
      const loggedIn = useAtomValue(authAtom).viewState === 'logged-in';
      const user = useAtomValue(currentUserAtom).loadState === 'success';
      const agency = useAtomValue(agencyAtom).current !== null;
      return (
        <>
          <PageShown loaded={loggedIn} LateCode={signedIn.LateCode} />
          {loggedIn && <PageShown loaded={user} LateCode={userIn.LateCode} />}
          {loggedIn && <PageShown loaded={agency} LateCode={agencyIn.LateCode} />}
        </>
      );
    }
    render(<Provider store={store}><Suspense fallback={<p>Laddar kod</p>}><Screens /></Suspense></Provider>);
    await act(async () => signIn(store, tokenFor(MANAGER)));
    await expectLoaderKeptUntilCode(signedIn.arrive);
    let loading: Promise<void> = Promise.resolve();
    await act(async () => { loading = loadSessionData(store); }); // what it shows before the answers
    await act(async () => { answer(); await loading; });
    expect(screen.queryByText('Laddar kod')).toBeNull();
    expect(screen.getAllByText('Laddar sidan')).toHaveLength(2);
    await act(async () => { userIn.arrive(); agencyIn.arrive(); });
    expect(screen.getAllByText('Sidans innehåll')).toHaveLength(3);
  });
});

// A mount renders what it must and no more: an update scheduled from a mount effect is rendered at once, outside any
// transition, as one long task on a phone (TBT, docs/decisions/pages-on-a-phone.md). Each test counts the commits of
// a component's subtree (React's Profiler) and fails when it sets a state that changes nothing (at mount, or the
// login alert's wait ending after its answer).
import { act, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoginAlert } from '@/features/auth/components/LoginAlert';
import { NewsList } from '@/features/content/components/news/NewsList';
import { useContentQuery } from '@/features/content/hooks/useContentQuery';
import { PortalModal } from '@/ui/PortalModal';
import { apiUrl } from '@ombudsportalen/portal/api';
import { collection, contentBackend, entry, renderWith } from '../content/content-fixtures';
import { fakeFetch, json } from '../support/fake-fetch';

function counted(children: ReactNode) {
  const commits: string[] = [];
  return { commits, element: <Profiler id="counted" onRender={(_id, phase) => commits.push(phase)}>{children}</Profiler> };
}

describe('a mount renders once until something changes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a closed modal: one commit', async () => {
    const { commits, element } = counted(<PortalModal open={false} title="Titel">text</PortalModal>);
    render(element);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    expect(commits).toEqual(['mount']);
  });

  it('a content query: the loader, then the answer', async () => {
    function Page() {
      const state = useContentQuery({ contentType: 'article', limit: 1 });
      return <p>{state.status}</p>;
    }
    const { commits, element } = counted(<Page />);
    renderWith(element, contentBackend(() => collection([])));
    await screen.findByText('success');
    expect(commits).toEqual(['mount', 'update']);
  });

  it('the news list: the loader, then the first page\'s cards', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const items = [1, 2].map((n) => entry(`n${n}`, 'article', { header: `Nyhet ${n}`, slug: `nyhet-${n}`, category: 'Nyhet', publishTime: '2026-11-20T08:00:00Z' }));
    const { commits, element } = counted(<NewsList filter={{ 'fields.placement': 'Nyheter' }} label="Nyheter" />);
    renderWith(element, contentBackend(() => collection(items)));
    await screen.findByText('Nyhet 2');
    expect(commits).toEqual(['mount', 'update']);
  });

  it('the login alert: the wait, then the answer; its end after the answer renders nothing', async () => {
    vi.stubGlobal('fetch', fakeFetch((request) => (request.url === apiUrl('loginAlert') ? json(200, { alert: null }) : undefined)).fetch);
    function Login() {
      return <p>{useLoginAlert(30).settled ? 'formulär' : 'väntar'}</p>;
    }
    const { commits, element } = counted(<Login />);
    render(element);
    await screen.findByText('formulär');
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 60)); }); // past the wait
    expect(commits).toEqual(['mount', 'update']);
  });
});

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { fixedClock } from '@/state/clock';
import { apiUrl, type ContentAsset, type ContentCollection, type ContentEntry } from '@ombudsportalen/portal/api';
import { fakeFetch, json, type RecordedRequest } from '../support/fake-fetch';

export const NOW = new Date('2026-11-26T10:00:00Z');
const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({ sys: { type: 'Link' as const, linkType, id } });
export const entry = (id: string, type: string, fields: Record<string, unknown>): ContentEntry => ({ sys: { id, type: 'Entry', contentType: { sys: { id: type } } }, fields });
export const asset = (id: string, contentType = 'image/jpeg'): ContentAsset => ({ sys: { id, type: 'Asset' }, fields: { title: `Bild ${id}`, file: { url: `/content-assets/${id}/${id}.jpg`, contentType } } });
export { link };

export const paragraph = (value: string) => ({ nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] }] });

export const collection = (items: ContentEntry[], includes: { Entry?: ContentEntry[]; Asset?: ContentAsset[] } = {}, total = items.length, skip = 0): ContentCollection =>
  ({ sys: { type: 'Array' }, total, skip, limit: 6, items, includes });

/** A content backend: `answer` gets the posted query. */
export function contentBackend(answer: (query: Record<string, unknown>, request: RecordedRequest) => unknown) {
  return fakeFetch((request) => {
    if (request.url === apiUrl('contentData')) return json(200, answer(JSON.parse(request.body) as Record<string, unknown>, request));
    return undefined;
  });
}

/** Renders `element` at `path` (matched by `route`) with a fresh store and a fixed clock. */
export function renderWith(element: ReactNode, backend: ReturnType<typeof fakeFetch>, { path = '/', route = '*', init }: { path?: string; route?: string; init?: (store: ReturnType<typeof createStore>) => void } = {}) {
  vi.stubGlobal('fetch', backend.fetch);
  const store = createStore();
  init?.(store);
  render(
    <AppProviders store={store} clock={fixedClock(NOW)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes><Route path={route} element={element} /></Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, user: userEvent.setup() };
}

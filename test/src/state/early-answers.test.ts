// Answers asked for ahead at the session's start (a reload at the start page) are taken once, by the same question in
// the same session within EARLY_ANSWER_MS; anything else asks afresh (src/state/early-answers.ts).
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@ombudsportalen/portal/api';
import { prefetchContent, earlyOrFreshContent } from '@/features/content/api/early-content';
import { bannerQuery, heroQuery } from '@/features/content/news-queries';
import { EARLY_ANSWER_MS, earlyAnswers } from '@/state/early-answers';
import { endSession } from '@/state/session';
import { fakeFetch, json } from '../support/fake-fetch';

const ASKED_AT = new Date('2026-11-26T10:00:00Z');

describe('answers asked for ahead', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are taken once, by the same key, in the same session, within EARLY_ANSWER_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: ASKED_AT });
    const answers = earlyAnswers<string>();
    const store = createStore();
    answers.put(store, 'q', Promise.resolve('svar'), undefined);
    expect(answers.take(store, 'annan')).toBeUndefined();
    vi.setSystemTime(ASKED_AT.getTime() + EARLY_ANSWER_MS);
    await expect(answers.take(store, 'q')).resolves.toBe('svar');
    expect(answers.take(store, 'q')).toBeUndefined(); // once

    answers.put(store, 'q', Promise.resolve('gammalt'), undefined);
    vi.setSystemTime(Date.now() + EARLY_ANSWER_MS + 1);
    expect(answers.take(store, 'q')).toBeUndefined();

    answers.put(store, 'q', Promise.resolve('förra sessionen'), undefined);
    endSession(store);
    expect(answers.take(store, 'q')).toBeUndefined();
    expect(answers.take(createStore(), 'q')).toBeUndefined();
  });

  it('leave a failure to the page that takes it, and no unhandled rejection when none does', async () => {
    const answers = earlyAnswers<string>();
    const store = createStore();
    answers.put(store, 'q', Promise.reject(new Error('nere')), undefined);
    await expect(answers.take(store, 'q')).rejects.toThrow('nere');
    answers.put(createStore(), 'q', Promise.reject(new Error('ingen tar den')), undefined);
  });

  it('of content: the query asked with a published window\'s "now" up to EARLY_ANSWER_MS later takes it, no earlier or later one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: ASKED_AT });
    const backend = fakeFetch((request) => (request.url === apiUrl('contentData') ? json(200, { items: [], total: 0, skip: 0, limit: 1, sys: { type: 'Array' } }) : undefined));
    vi.stubGlobal('fetch', backend.fetch);
    const store = createStore();
    const asked = () => backend.requests.filter((request) => request.url === apiUrl('contentData')).length;
    const at = (ms: number) => new Date(ASKED_AT.getTime() + ms);

    prefetchContent(store, [heroQuery(), bannerQuery(ASKED_AT)]);
    await vi.waitFor(() => expect(asked()).toBe(2));
    await earlyOrFreshContent(store, heroQuery());
    await earlyOrFreshContent(store, bannerQuery(at(EARLY_ANSWER_MS)));
    expect(asked()).toBe(2);

    prefetchContent(store, [bannerQuery(ASKED_AT)]);
    await earlyOrFreshContent(store, bannerQuery(at(EARLY_ANSWER_MS + 1)));
    expect(asked()).toBe(4);
    prefetchContent(store, [bannerQuery(ASKED_AT)]);
    await earlyOrFreshContent(store, bannerQuery(at(-1)));
    expect(asked()).toBe(6);
  });
});

import { sessionEpochOf } from './session';
import type { AppStore } from './store';

/** How long an answer asked for ahead stays the answer to the same question; a page shown later asks afresh. */
export const EARLY_ANSWER_MS = 10_000;

interface Early<Answer, Detail> {
  answer: Promise<Answer>;
  detail: Detail;
  askedAt: number;
  epoch: number;
}

export interface EarlyAnswers<Answer, Detail> {
  /** Keeps an answer asked for ahead under its question's key (a failure stays for the page that takes it to show). */
  put(store: AppStore, key: string, answer: Promise<Answer>, detail: Detail): void;
  /** The answer kept for the key, once: only in the same session, within EARLY_ANSWER_MS, and if `fits` its detail. */
  take(store: AppStore, key: string, fits?: (detail: Detail) => boolean): Promise<Answer> | undefined;
}

/**
 * Answers asked for at the session's start, beside its own loads, before the page that needs them has loaded its code
 * (a reload at the start page: docs/decisions/pages-on-a-phone.md). The page takes an answer instead of asking again.
 */
export function earlyAnswers<Answer, Detail = undefined>(): EarlyAnswers<Answer, Detail> {
  const byStore = new WeakMap<AppStore, Map<string, Early<Answer, Detail>>>();
  return {
    put(store, key, answer, detail) {
      answer.catch(() => undefined); // untaken, a failure is no unhandled rejection
      if (!byStore.has(store)) byStore.set(store, new Map());
      byStore.get(store)!.set(key, { answer, detail, askedAt: Date.now(), epoch: sessionEpochOf(store) });
    },
    take(store, key, fits = () => true) {
      const kept = byStore.get(store);
      const early = kept?.get(key);
      if (early === undefined) return undefined;
      kept!.delete(key);
      const age = Date.now() - early.askedAt;
      return early.epoch === sessionEpochOf(store) && age >= 0 && age <= EARLY_ANSWER_MS && fits(early.detail) ? early.answer : undefined;
    },
  };
}

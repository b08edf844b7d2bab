import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useStore } from 'jotai';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { earlyOrFreshContent } from '@/features/content/api/early-content';
import type { ContentEntry, ContentQueryBody } from '@ombudsportalen/portal/api';
import { resolveCollection } from '@/features/content/api/resolve-links';
import { useClock } from '@/state/clock';
import { LOADER_TEXT } from '@/ui/button-texts';
import { NO_NEWS_TEXT, SECTION_ERROR_TEXT } from '@/features/content/content-texts';
import { useAudienceFilter } from '@/features/content/hooks/useContentAudience';
import { NewsCard } from './NewsCard';
import { articlePageQuery, hasMorePages } from '@/features/content/news-queries';

interface ListState {
  items: ContentEntry[];
  page: number;
  total: number;
  loading: boolean;
  failed: boolean;
}

const INITIAL: ListState = { items: [], page: 0, total: 0, loading: true, failed: false };

/**
 * Articles 6 per page with infinite scroll: a sentinel below the cards loads the next page when it comes into view,
 * while page × 6 < total; each page is appended (spec §2 "News", §4).
 */
export function NewsList({ filter, label }: { filter: Partial<ContentQueryBody>; label: string }) {
  const clock = useClock();
  const store = useStore();
  const audience = useAudienceFilter();
  const key = JSON.stringify({ filter, audience });
  // Kept with the list it belongs to: another filter starts from INITIAL without a state set at mount (which React
  // renders at once, outside any transition: one long task on a phone, TBT).
  const [kept, setKept] = useState<ListState & { key: string }>({ ...INITIAL, key });
  const state: ListState = kept.key === key ? kept : INITIAL;
  const sentinel = useRef<HTMLDivElement | null>(null);
  const busy = useRef(false);

  const load = useCallback(async (page: number, signal?: AbortSignal) => {
    const update = (change: (current: ListState) => ListState) => setKept((current) => ({ ...change(current.key === key ? current : INITIAL), key }));
    busy.current = true;
    if (page > 1) update((current) => ({ ...current, loading: true, failed: false }));
    try {
      const { filter: f, audience: a } = JSON.parse(key) as { filter: Partial<ContentQueryBody>; audience: { agencyNumber?: string } };
      const collection = await earlyOrFreshContent(store, articlePageQuery(f, page, clock.now(), a), signal);
      if (signal?.aborted) return;
      const items = resolveCollection(collection);
      // A transition: the cards render in slices, not one long task (TBT, issue 38 §3).
      startTransition(() => update((current) => ({ items: page === 1 ? items : [...current.items, ...items], page, total: collection.total, loading: false, failed: false })));
    } catch {
      if (!signal?.aborted) update((current) => ({ ...current, loading: false, failed: true }));
    } finally {
      busy.current = false;
    }
  }, [key, clock, store]);

  useEffect(() => {
    const controller = new AbortController();
    void load(1, controller.signal);
    return () => controller.abort();
  }, [load]);

  const { page, total, loading, failed } = state;
  useEffect(() => {
    const target = sentinel.current;
    if (target === null || loading || failed || !hasMorePages(page, total)) return undefined;
    const observer = new IntersectionObserver((records) => {
      if (records.some((record) => record.isIntersecting) && !busy.current) void load(page + 1);
    }, { rootMargin: '200px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [page, total, loading, failed, load]);

  return (
    <Box component="section" aria-label={label} aria-busy={loading || undefined}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {state.items.map((entry) => <NewsCard key={entry.sys.id} entry={entry} />)}
      </Box>
      {!loading && !failed && state.items.length === 0 && <Typography sx={{ mt: 2 }}>{NO_NEWS_TEXT}</Typography>}
      {failed && <Alert severity="error" sx={{ mt: 2 }}>{SECTION_ERROR_TEXT}</Alert>}
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={32} aria-label={LOADER_TEXT} />
        </Box>
      )}
      <div ref={sentinel} data-testid="news-sentinel" style={{ height: 1 }} />
    </Box>
  );
}

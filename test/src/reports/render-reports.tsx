import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { ReportList } from '@/features/reports/components/ReportList';
import { ECONOMY_REPORT_SECTIONS, type ReportSection } from '@/features/reports/report-sections';
import { authAtom, initialAuthState } from '@/state/auth';
import { fixedClock } from '@/state/clock';
import { type FakeRoute, fakeFetch, on } from '../support/fake-fetch';
import { allReportDefinitions } from './helpers';

/** The reports page's list for a signed-in user on Wednesday 25 November 2026, over a fake backend; its requests and a user. */
export function renderReports(user: { username: string; roles: string[]; agencyNumber: string }, routes: FakeRoute[], sections: readonly ReportSection[] = ECONOMY_REPORT_SECTIONS) {
  const backend = fakeFetch(...routes, on('/log', () => new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', backend.fetch);
  const store = createStore();
  store.set(authAtom, { ...initialAuthState, viewState: 'logged-in', ...user });
  render(
    <AppProviders store={store} clock={fixedClock('2026-11-25T10:00:00Z')}>
      <ReportList definitions={allReportDefinitions()} sections={sections} preferences={[]} />
    </AppProviders>,
  );
  return { requests: backend.requests, user: userEvent.setup() };
}

import { useLocation } from 'react-router-dom';
import { findMenuItemByPath } from '@ombudsportalen/portal/access';
import { portalMenu } from '@/state/access';
import { PageContainer } from '@/ui/PageContainer';
import { PageInitError } from '@/ui/PageInitError';
import { usePageInit } from '@/ui/page-init-state';
import { ECONOMY_REPORT_SECTIONS, PARTNER_REPORT_SECTIONS, type ReportSection } from '@/features/reports/report-sections';
import { fetchReportPreferences } from '@/features/reports/api/report-preferences';
import { ReportList } from './ReportList';

// The definitions and their validators come in their own chunk, loaded with the first reports page; the user's
// remembered choices with them (none when they cannot be read: the page works without them).
const loadReports = () => Promise.all([
  import('@/features/reports/built-in-reports').then((m) => m.builtInReports()),
  fetchReportPreferences().catch(() => []),
]).then(([definitions, preferences]) => ({ definitions, preferences }));

/** A reports page: the menu title, then the built-in reports of its sections that this session may see. */
function ReportsPage({ sections }: { sections: readonly ReportSection[] }) {
  const title = findMenuItemByPath(portalMenu, useLocation().pathname)?.item.title;
  const reports = usePageInit(loadReports);
  return (
    <PageContainer loading={reports.status === 'idle' || reports.status === 'pending'} title={title}>
      {reports.status === 'error' && <PageInitError code={reports.code} />}
      {reports.status === 'success' && <ReportList definitions={reports.data.definitions} preferences={reports.data.preferences} sections={sections} />}
    </PageContainer>
  );
}

/** /ekonomirapporter: the Ekonomi and Statistik groups (part 2 §2). */
export function EconomyReportsPage() {
  return <ReportsPage sections={ECONOMY_REPORT_SECTIONS} />;
}

/** /partnerrapporter: the partner report of the user's partner role (part 2 §2 "Partner reports"). */
export function PartnerReportsPage() {
  return <ReportsPage sections={PARTNER_REPORT_SECTIONS} />;
}

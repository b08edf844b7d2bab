// The finance, statistics and partner reports pages (part 2 §2, §4, §6–§8).
export { EconomyReportsPage, PartnerReportsPage } from './components/ReportsPage';

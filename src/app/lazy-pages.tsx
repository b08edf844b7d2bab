import { type ComponentType, Suspense } from 'react';
import { PageSpinner } from '@/ui/PageSpinner';
import { lazyNamed, loadedNamed } from './lazy-component';

/**
 * A full-page screen (no shell): the full-page loader until its chunk is in, then the screen, shown by an update, not
 * a Suspense retry, which React holds until 300 ms after its loader appeared (the login form came that much later).
 */
function fullPageScreen<K extends string>(load: () => Promise<{ [key in K]: ComponentType }>, name: K): ComponentType {
  const useScreen = loadedNamed(load, name);
  return function FullPageScreen() {
    const Screen = useScreen(true);
    return Screen === null ? <PageSpinner /> : fullPage(Screen);
  };
}

// Every page is its own chunk, loaded when its route is first shown (docs/architecture.md "Bundles"): the login page
// does not download the shell, the forms, the reports or MUI X. scripts/bundle-budget.mjs measures each route.
const named = lazyNamed;

// Before a session: full-page screens.
export const LoginPage = fullPageScreen(() => import('@/features/auth/components/LoginPage'), 'LoginPage');
export const InternalLoginPage = fullPageScreen(() => import('@/features/auth/components/InternalLoginPage'), 'InternalLoginPage');
export const InternalCallbackPage = fullPageScreen(() => import('@/features/auth/components/InternalCallbackPage'), 'InternalCallbackPage');
/** The logged-in part: session data, the gates and the shell, whose outlet shows the pages below (SessionGate shows it once loaded). */
export const useSessionContent = loadedNamed(() => import('./session/SessionContent'), 'SessionContent');

// Inside the shell.
export const StartPage = named(() => import('./pages/StartPage'), 'StartPage');
export const NewsSection = named(() => import('@/features/content/components/news/NewsSection'), 'NewsSection');
export const ContentPage = named(() => import('@/features/content/components/pages/ContentPage'), 'ContentPage');
export const EconomyReportsPage = named(() => import('@/features/reports/components/ReportsPage'), 'EconomyReportsPage');
export const PartnerReportsPage = named(() => import('@/features/reports/components/ReportsPage'), 'PartnerReportsPage');
export const PasswordPage = named(() => import('@/features/account/components/password/PasswordPage'), 'PasswordPage');
export const AboutMePage = named(() => import('@/features/account/components/about-me/AboutMePage'), 'AboutMePage');
export const StaffPage = named(() => import('@/features/staff/components/StaffPage'), 'StaffPage');
export const ShopDetailsPage = named(() => import('@/features/account/components/shop-details/ShopDetailsPage'), 'ShopDetailsPage');
export const EducationPage = named(() => import('@/features/account/components/education/EducationPage'), 'EducationPage');
export const OrdersPage = named(() => import('@/features/orders/components/OrdersPage'), 'OrdersPage');
export const TerminalPage = named(() => import('@/features/terminal/components/TerminalPage'), 'TerminalPage');
export const SubscriptionsPage = named(() => import('@/features/subscriptions/components/SubscriptionsPage'), 'SubscriptionsPage');
export const MailOutboxPage = named(() => import('@/features/subscriptions/components/MailOutboxPage'), 'MailOutboxPage');
export const PlaceholderPage = named(() => import('./pages/PlaceholderPage'), 'PlaceholderPage');

/** A full-page screen, with the full-page loader while its chunk loads. */
export function fullPage(Page: ComponentType) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** A page inside the shell: header and menus stay; the shell's content area shows the loader while its chunk loads (ShellContent). */
export function shellPage(Page: ComponentType) {
  return <Page />;
}

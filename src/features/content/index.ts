// The content feature: news (/ and /nyheter/*), Portal content pages, hero, banner, alerts, winners lists (issue 14).
export { NewsHome } from './news/NewsHome';
export { NewsSection } from './news/NewsSection';
export { ContentPage } from './pages/ContentPage';
export { useShellContentAlert } from './alerts/useShellContentAlert';

import type { LogoProps } from './PortalLogo';

export const RACE_EVENT_LOGO_LABEL = 'Ombudsportalen – Derbyveckan';

/** The Derby-week variant: a gold horseshoe on the tile and a "Derbyveckan" line under the wordmark. */
export function RaceEventLogo({ height = 40, inverted = false }: LogoProps) {
  const wordmark = inverted ? '#ffffff' : '#0b3a66';
  return (
    <svg
      role="img"
      aria-label={RACE_EVENT_LOGO_LABEL}
      data-testid="race-event-logo"
      viewBox="0 0 240 48"
      height={height}
      width={height * 5}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{RACE_EVENT_LOGO_LABEL}</title>
      <rect x="2" y="2" width="44" height="44" rx="10" fill="#0f6b4a" stroke={inverted ? '#ffffff' : 'none'} strokeWidth="2" />
      <path d="M14 36 V22 a10 10 0 0 1 20 0 V36" fill="none" stroke="#e3b23c" strokeWidth="6" strokeLinecap="round" />
      <circle cx="14" cy="28" r="1.6" fill="#0f6b4a" />
      <circle cx="34" cy="28" r="1.6" fill="#0f6b4a" />
      <text x="56" y="25" fontFamily="Inter, Roboto, Arial, sans-serif" fontSize="20" fontWeight="700" fill={wordmark}>
        Ombudsportalen
      </text>
      <text x="56" y="42" fontFamily="Inter, Roboto, Arial, sans-serif" fontSize="12" fontWeight="600" fill="#e3b23c">
        Derbyveckan
      </text>
    </svg>
  );
}

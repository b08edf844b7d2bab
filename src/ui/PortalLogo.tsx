export const PORTAL_LOGO_LABEL = 'Ombudsportalen';

export interface LogoProps {
  /** Height in px; the width follows the aspect ratio. */
  height?: number;
  /** White wordmark, for dark backgrounds. */
  inverted?: boolean;
}

/** The portal's regular logo: a blue tile with a green ring, and the wordmark. */
export function PortalLogo({ height = 40, inverted = false }: LogoProps) {
  const wordmark = inverted ? '#ffffff' : '#0b3a66';
  return (
    <svg
      role="img"
      aria-label={PORTAL_LOGO_LABEL}
      data-testid="portal-logo"
      viewBox="0 0 240 48"
      height={height}
      width={height * 5}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{PORTAL_LOGO_LABEL}</title>
      <rect x="2" y="2" width="44" height="44" rx="10" fill="#0b3a66" stroke={inverted ? '#ffffff' : 'none'} strokeWidth="2" />
      <circle cx="24" cy="24" r="12" fill="none" stroke="#1f9d6b" strokeWidth="6" />
      <circle cx="24" cy="24" r="3.5" fill="#ffffff" />
      <text x="56" y="32" fontFamily="Inter, Roboto, Arial, sans-serif" fontSize="22" fontWeight="700" fill={wordmark}>
        Ombudsportalen
      </text>
    </svg>
  );
}

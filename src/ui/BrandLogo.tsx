import { useClock } from '@/state/clock';
import { PortalLogo, type LogoProps } from './PortalLogo';
import { RaceEventLogo } from './RaceEventLogo';
import { isRaceEventWeek } from './race-event';

/** The logo for today: the race-event variant during Derby week, otherwise the regular one. */
export function BrandLogo(props: LogoProps) {
  const { now } = useClock();
  return isRaceEventWeek(now()) ? <RaceEventLogo {...props} /> : <PortalLogo {...props} />;
}

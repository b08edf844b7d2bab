import type { ReactNode } from 'react';
import { CardPageLayout } from '@/ui/CardPageLayout';

/** The frame of the login screens: header with the logo, a centred card, the footer. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return <CardPageLayout maxWidth={440}>{children}</CardPageLayout>;
}

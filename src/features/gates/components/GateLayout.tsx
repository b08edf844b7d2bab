import type { ReactNode } from 'react';
import { CardPageLayout } from '@/ui/CardPageLayout';

/** The frame of a gate page: the logo header, one card, the footer (the shell is not shown yet). */
export function GateLayout({ children }: { children: ReactNode }) {
  return <CardPageLayout maxWidth={560}>{children}</CardPageLayout>;
}

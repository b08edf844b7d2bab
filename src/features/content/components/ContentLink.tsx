import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { NewTabLink } from '@/ui/NewTabLink';

/** Only these schemes are followed; anything else (javascript:, data:) is shown as text. */
export function safeHref(uri: string): string | undefined {
  const trimmed = uri.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^(https?:|mailto:|tel:)/i.test(trimmed) ? trimmed : undefined;
}

/** A link from content: portal paths in the router, web addresses in a new tab (said so); an unsafe one is plain text. */
export function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  const safe = safeHref(href);
  if (safe === undefined) return <>{children}</>;
  if (safe.startsWith('/')) {
    return (
      <Link component={RouterLink} to={safe}>
        {children}
      </Link>
    );
  }
  if (/^(mailto|tel):/i.test(safe)) return <Link href={safe}>{children}</Link>; // the mail or phone app, no tab
  return <NewTabLink href={safe}>{children}</NewTabLink>;
}

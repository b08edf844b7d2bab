import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Only these schemes are followed; anything else (javascript:, data:) is shown as text. */
export function safeHref(uri: string): string | undefined {
  const trimmed = uri.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  return /^(https?:|mailto:|tel:)/i.test(trimmed) ? trimmed : undefined;
}

/** A link from content: portal paths in the router, others in a new tab; an unsafe one is plain text. */
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
  return (
    <Link href={safe} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { safeHref } from '@/features/content/components/ContentLink';

/** A content link as a button: portal paths in the router, others in a new tab; nothing for an unsafe link. */
export function LinkButton({ href, text }: { href: string; text: string }) {
  const safe = safeHref(href);
  if (safe === undefined || text === '') return null;
  return safe.startsWith('/')
    ? <Button component={RouterLink} to={safe} variant="contained" sx={{ mt: 1 }}>{text}</Button>
    : <Button href={safe} target="_blank" rel="noopener noreferrer" variant="contained" sx={{ mt: 1 }}>{text}</Button>;
}

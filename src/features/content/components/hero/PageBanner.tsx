import Box from '@mui/material/Box';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { imageUrl } from '@/features/content/api/asset-url';
import { resolveCollection } from '@/features/content/api/resolve-links';
import { useClock } from '@/state/clock';
import { assetField, textField } from '@/features/content/fields';
import { safeHref } from '@/features/content/components/ContentLink';
import { useContentQuery } from '@/features/content/hooks/useContentQuery';
import { bannerQuery } from '@/features/content/news-queries';

/** The page banner of / and /nyheter: the newest banner inside its published window (spec §2, §7). */
export function PageBanner() {
  const clock = useClock();
  const [query] = useState(() => bannerQuery(clock.now()));
  const state = useContentQuery(query);
  // While loading, the banner's place is kept, as the hero's (CLS).
  if (state.status === 'loading') return <Box aria-hidden sx={{ aspectRatio: '1232 / 160', borderRadius: 1, bgcolor: 'grey.200' }} />;
  const banner = state.status === 'success' ? resolveCollection(state.collection)[0] : undefined;
  if (banner === undefined) return null;
  const picture = assetField(banner, 'image');
  const src = imageUrl(picture, 'pageBanner');
  // The banner is a picture (and often the only content of its link): it is named by its title, else its picture's.
  const title = textField(banner, 'title') || picture?.fields.title || picture?.fields.description || '';
  const href = safeHref(textField(banner, 'reference'));
  if (src === undefined) return null;
  const image = <Box component="img" src={src} alt={title} sx={{ width: '100%', aspectRatio: '1232 / 160', objectFit: 'cover', display: 'block', borderRadius: 1 }} />;
  if (href === undefined) return <Box data-testid="page-banner">{image}</Box>;
  return href.startsWith('/')
    ? <Box component={RouterLink} to={href} data-testid="page-banner" sx={{ display: 'block' }}>{image}</Box>
    : <Box component="a" href={href} target="_blank" rel="noopener noreferrer" data-testid="page-banner" sx={{ display: 'block' }}>{image}</Box>;
}

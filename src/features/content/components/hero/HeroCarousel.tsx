import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { imageUrl } from '@/features/content/api/asset-url';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { resolveCollection } from '@/features/content/api/resolve-links';
import { NEXT_SLIDE_LABEL, PREVIOUS_SLIDE_LABEL } from '@/features/content/content-texts';
import { assetField, textField } from '@/features/content/fields';
import { safeHref } from '@/features/content/components/ContentLink';
import { useContentQuery } from '@/features/content/hooks/useContentQuery';
import { useReducedMotion } from '@/features/content/hooks/useReducedMotion';
import { HERO_LIMIT, heroQuery } from '@/features/content/news-queries';

/** Hero items advance every 8000 ms (spec §2, §9). */
export const HERO_INTERVAL_MS = 8000;

function Slide({ entry, active }: { entry: ContentEntry; active: boolean }) {
  const src = imageUrl(assetField(entry, 'image'), 'heroCarousel');
  const title = textField(entry, 'title');
  const href = safeHref(textField(entry, 'referenceLink'));
  const picture = (
    <Box sx={{ position: 'relative', display: 'block', color: 'common.white' }}>
      {/* A hidden slide's picture loads when the slide is shown, not beside the page's first one (issue 38 §3: bytes before the LCP on a phone). */}
      {src && <Box component="img" src={src} alt="" loading={active ? 'eager' : 'lazy'} sx={{ width: '100%', aspectRatio: '1232 / 360', objectFit: 'cover', display: 'block', minHeight: 160 }} />}
      {title && (
        <Typography variant="h5" component="p" sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: { xs: 1.5, md: 3 }, fontWeight: 700,
          background: 'linear-gradient(transparent, rgba(0,0,0,0.65))', fontSize: { xs: '1.1rem', md: '1.6rem' } }}>
          {title}
        </Typography>
      )}
    </Box>
  );
  const link = href === undefined ? picture : href.startsWith('/')
    ? <Box component={RouterLink} to={href} tabIndex={active ? 0 : -1} sx={{ display: 'block' }}>{picture}</Box>
    : <Box component="a" href={href} target="_blank" rel="noopener noreferrer" tabIndex={active ? 0 : -1} sx={{ display: 'block' }}>{picture}</Box>;
  return (
    <Box role="group" aria-roledescription="bild" aria-label={title} aria-hidden={!active} sx={{ display: active ? 'block' : 'none' }} data-testid="hero-slide">
      {link}
    </Box>
  );
}

/**
 * The hero carousel of / and /nyheter: items ordered by sortOrder, one shown at a time, advancing every 8 s unless
 * hovered, focused or the user prefers reduced motion; previous/next on mobile and dots everywhere.
 */
export function HeroCarousel() {
  const state = useContentQuery(heroQuery());
  const items = state.status === 'success' ? resolveCollection(state.collection).slice(0, HERO_LIMIT) : [];
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = items.length;
  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), HERO_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  // While loading, the slide's place is kept: the greeting's and the news' positions do not jump when it arrives (CLS).
  if (state.status === 'loading') return <Box aria-hidden sx={{ aspectRatio: '1232 / 360', minHeight: 160, borderRadius: 1, bgcolor: 'grey.200' }} />;
  if (count === 0) return null;
  const shown = index % count;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  return (
    <Box
      component="section" aria-roledescription="karusell" aria-label="Aktuellt" data-paused={paused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)} onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false); }}
      sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}
    >
      <Box aria-live={paused ? 'polite' : 'off'}>
        {items.map((entry, i) => <Slide key={entry.sys.id} entry={entry} active={i === shown} />)}
      </Box>
      {count > 1 && (
        <>
          {(['prev', 'next'] as const).map((side) => (
            <IconButton
              key={side} aria-label={side === 'prev' ? PREVIOUS_SLIDE_LABEL : NEXT_SLIDE_LABEL} onClick={() => go(side === 'prev' ? -1 : 1)}
              sx={{ display: { xs: 'inline-flex', md: 'none' }, position: 'absolute', top: '50%', transform: 'translateY(-50%)', [side === 'prev' ? 'left' : 'right']: 4,
                bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'common.white' } }}
            >
              {side === 'prev' ? <ChevronLeft /> : <ChevronRight />}
            </IconButton>
          ))}
          <Box sx={{ position: 'absolute', top: 3, right: 3, display: 'flex' }}>
            {items.map((entry, i) => (
              <Box
                key={entry.sys.id} component="button" type="button" aria-label={`Visa bild ${i + 1} av ${count}`} aria-current={i === shown ? 'true' : undefined}
                onClick={() => setIndex(i)}
                // A 24 px target (WCAG 2.5.8, Lighthouse's target-size) around the 14 px dot.
                sx={{ width: 24, height: 24, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer', display: 'grid', placeItems: 'center',
                  '&::before': { content: '""', width: 14, height: 14, boxSizing: 'border-box', borderRadius: '50%', border: '2px solid white', bgcolor: i === shown ? 'common.white' : 'rgba(0,0,0,0.35)' } }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { imageUrl } from '@/features/content/api/asset-url';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { assetField, textField } from '@/features/content/fields';
import { LinkButton } from './LinkButton';

/** Hero image with its title, and an optional link. */
export function HeroSection({ entry }: { entry: ContentEntry }) {
  const image = assetField(entry, 'image');
  const src = imageUrl(image, 'hero');
  const title = textField(entry, 'title');
  return (
    <Box sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200' }}>
      {src && <Box component="img" src={src} alt={image?.fields.title ?? ''} sx={{ width: '100%', aspectRatio: '1232 / 400', objectFit: 'cover', display: 'block', minHeight: 180 }} />}
      <Box sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: { xs: 2, md: 3 }, background: 'linear-gradient(transparent, rgba(0,0,0,0.7))', color: 'common.white' }}>
        {title && <Typography variant="h4" component="h2" sx={{ fontWeight: 700, fontSize: { xs: '1.4rem', md: '2rem' } }}>{title}</Typography>}
        <LinkButton href={textField(entry, 'linkUrl')} text={textField(entry, 'linkText')} />
      </Box>
    </Box>
  );
}

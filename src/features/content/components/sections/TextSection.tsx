import Box from '@mui/material/Box';
import type { ImageVariantName } from '@ombudsportalen/portal/content-images';
import { imageUrl } from '@/features/content/api/asset-url';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { assetField, rawField, textField } from '@/features/content/fields';
import { RichText } from '@/features/content/components/RichText';
import { LinkButton } from './LinkButton';
import { SectionHeading } from './SectionHeading';

/** The image crops a text section offers (spec §2): Full Width, 16:9 or Square. */
const CROPS: Record<string, { variant: ImageVariantName; ratio: string; layout: 'stacked' | 'side' }> = {
  'Full Width': { variant: 'fullWidth', ratio: 'auto', layout: 'stacked' },
  '16:9': { variant: 'wide', ratio: '16 / 9', layout: 'side' },
  Square: { variant: 'square', ratio: '1 / 1', layout: 'side' },
};

/** Text with an optional image (Full Width, 16:9 or Square), body and an optional link. */
export function TextSection({ entry }: { entry: ContentEntry }) {
  const image = assetField(entry, 'image');
  const crop = CROPS[textField(entry, 'imageCrop')] ?? CROPS['Full Width']!;
  const src = imageUrl(image, crop.variant);
  const picture = src && (
    <Box component="img" src={src} alt={image?.fields.title ?? ''} data-crop={textField(entry, 'imageCrop') || 'Full Width'}
      sx={{ width: '100%', aspectRatio: crop.ratio, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
  );
  const text = (
    <Box>
      <SectionHeading title={textField(entry, 'title')} info={textField(entry, 'info') || undefined} />
      <RichText document={rawField(entry, 'body')} />
      <LinkButton href={textField(entry, 'linkUrl')} text={textField(entry, 'linkText')} />
    </Box>
  );
  if (!picture) return text;
  if (crop.layout === 'stacked') return <Box sx={{ display: 'grid', gap: 2 }}>{picture}{text}</Box>;
  const columns = crop.ratio === '1 / 1' ? { xs: '1fr', sm: '240px 1fr', md: '320px 1fr' } : { xs: '1fr', md: '1fr 1fr' };
  return <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: columns, alignItems: 'start' }}>{picture}{text}</Box>;
}

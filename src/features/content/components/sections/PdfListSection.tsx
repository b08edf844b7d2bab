import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { IMAGE_VARIANTS } from '@ombudsportalen/portal/content-images';
import { assetUrl, imageUrl } from '@/features/content/api/asset-url';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { safeHref } from '@/features/content/components/ContentLink';
import { assetField, entriesField, textField } from '@/features/content/fields';
import { SectionHeading } from './SectionHeading';

/** Preview images are 100×100 (spec §9). */
const PREVIEW = IMAGE_VARIANTS.preview.w;

function Preview({ item }: { item: ContentEntry }) {
  const preview = imageUrl(assetField(item, 'previewImage'), 'preview');
  const file = assetField(item, 'file');
  const box = { width: PREVIEW, height: PREVIEW, borderRadius: 1, flexShrink: 0, display: 'block' };
  if (preview) return <Box component="img" src={preview} alt="" data-preview="image" sx={{ ...box, objectFit: 'cover' }} />;
  const url = assetUrl(file);
  if (url && file?.fields.file?.contentType?.startsWith('video/')) {
    // The first frames of the film stand in for a picture.
    return <Box component="video" src={`${url}#t=0.5`} muted preload="metadata" aria-hidden data-preview="video" sx={{ ...box, objectFit: 'cover', bgcolor: 'common.black' }} />;
  }
  return (
    <Box data-preview="pdf-icon" sx={{ ...box, bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <PictureAsPdf sx={{ fontSize: 48, color: 'error.main' }} aria-hidden />
    </Box>
  );
}

/** PDFs (and films): each opens in a new tab and shows a preview image, a default PDF icon or a video preview, and its name. */
export function PdfListSection({ entry }: { entry: ContentEntry }) {
  const items = entriesField(entry, 'items');
  return (
    <Box>
      <SectionHeading title={textField(entry, 'title')} />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {items.map((item) => {
          const href = safeHref(assetUrl(assetField(item, 'file')) ?? '');
          const name = textField(item, 'name');
          return (
            <Box component="li" key={item.sys.id}>
              <Link href={href} target="_blank" rel="noopener noreferrer" underline="hover"
                sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1, color: 'text.primary' }}>
                <Preview item={item} />
                <Typography component="span" sx={{ fontWeight: 500 }}>{name}</Typography>
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { assetUrl, imageUrl } from '@/features/content/api/asset-url';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { OPEN_VIDEO_TEXT } from '@/features/content/content-texts';
import { assetField, textField } from '@/features/content/fields';
import { LinkButton } from './LinkButton';
import { SectionHeading } from './SectionHeading';

/** A video: a file of the content service plays in the page; an external video opens in a new tab (no third-party frames). */
export function VideoSection({ entry }: { entry: ContentEntry }) {
  const video = assetField(entry, 'video');
  const src = assetUrl(video);
  const poster = imageUrl(assetField(entry, 'previewImage'), 'videoPoster');
  const title = textField(entry, 'title');
  return (
    <Box>
      <SectionHeading title={title} />
      {src ? (
        <Box component="video" controls preload="metadata" poster={poster} aria-label={title || undefined}
          sx={{ width: '100%', maxWidth: 960, borderRadius: 1, bgcolor: 'common.black', display: 'block' }}>
          <source src={src} type={video?.fields.file?.contentType ?? 'video/webm'} />
        </Box>
      ) : (
        <LinkButton href={textField(entry, 'videoUrl')} text={OPEN_VIDEO_TEXT} />
      )}
      {textField(entry, 'description') && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{textField(entry, 'description')}</Typography>}
    </Box>
  );
}

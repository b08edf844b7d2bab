import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { IMAGE_VARIANTS } from '@ombudsportalen/portal/content-images';
import { imageUrl } from '@/features/content/api/asset-url';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { useClock } from '@/state/clock';
import { CATEGORY_LABELS } from '@/features/content/content-texts';
import { assetField, textField } from '@/features/content/fields';
import { relativePublishDate } from '@/features/content/relative-date';
import { articlePath } from '@/features/content/article-path';

export interface NewsCardProps {
  entry: ContentEntry;
  /** 'list': 400×200 image; 'side': 264×148 (spec §2 "News"). */
  variant?: 'list' | 'side';
}

/** A news card: image, category label (none for Ingen), relative publish date, header; opens the article. */
export function NewsCard({ entry, variant = 'list' }: NewsCardProps) {
  const clock = useClock();
  const size = variant === 'list' ? 'card' : 'newsSide';
  const { w, h } = IMAGE_VARIANTS[size];
  const src = imageUrl(assetField(entry, 'image'), size);
  const label = CATEGORY_LABELS[textField(entry, 'category')];
  const published = new Date(textField(entry, 'publishTime'));
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="article" data-testid="news-card">
      <CardActionArea component={RouterLink} to={articlePath(entry)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        {src && <Box component="img" src={src} alt="" width={w} height={h} loading="lazy" sx={{ width: '100%', height: 'auto', aspectRatio: `${w} / ${h}`, objectFit: 'cover', display: 'block' }} />}
        <CardContent sx={{ flexGrow: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, minHeight: 24, flexWrap: 'wrap' }}>
            {label && <Chip size="small" label={label} color={label === 'Viktig info' ? 'warning' : 'primary'} />}
            {!Number.isNaN(published.getTime()) && (
              <Typography variant="caption" color="text.secondary" component="time" dateTime={published.toISOString()}>
                {relativePublishDate(published, clock.now())}
              </Typography>
            )}
          </Box>
          <Typography variant={variant === 'list' ? 'h6' : 'subtitle1'} component="h3" sx={{ lineHeight: 1.3 }}>
            {textField(entry, 'header')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { imageUrl } from '@/features/content/api/asset-url';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { assetField, entriesField, rawField, textField } from '@/features/content/fields';
import { RichText } from '@/features/content/components/RichText';
import { LinkButton } from './LinkButton';
import { SectionHeading } from './SectionHeading';

/** Columns side by side (one on phones, two on tablets, up to three on desktops). */
export function MultiColumnSection({ entry }: { entry: ContentEntry }) {
  const columns = entriesField(entry, 'columns');
  return (
    <Box>
      <SectionHeading title={textField(entry, 'title')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${Math.min(Math.max(columns.length, 1), 3)}, 1fr)` } }}>
        {columns.map((column) => {
          const src = imageUrl(assetField(column, 'image'), 'card');
          return (
            <Card key={column.sys.id} variant="outlined" data-testid="content-column">
              {src && <Box component="img" src={src} alt="" sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', display: 'block' }} />}
              <CardContent>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>{textField(column, 'title')}</Typography>
                <RichText document={rawField(column, 'body')} />
                <LinkButton href={textField(column, 'linkUrl')} text={textField(column, 'linkText')} />
              </CardContent>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}

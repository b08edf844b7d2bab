import Box from '@mui/material/Box';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { NewsList } from '@/features/content/components/news/NewsList';
import { tipsFilter, type TipsCategory } from '@/features/content/news-queries';
import { textField } from '@/features/content/fields';
import { SectionHeading } from './SectionHeading';

const CATEGORIES: readonly TipsCategory[] = ['Andelsspel', 'Sociala medier'];

/** Tips articles of the section's category (Andelsspel or Sociala medier), 6 at a time with infinite scroll. */
export function TipsNewsListSection({ entry }: { entry: ContentEntry }) {
  const category = CATEGORIES.find((candidate) => candidate === textField(entry, 'category'));
  if (category === undefined) throw new Error(`Okänd tipskategori: ${textField(entry, 'category')}`);
  const title = textField(entry, 'title');
  return (
    <Box>
      <SectionHeading title={title} />
      <NewsList filter={tipsFilter(category)} label={title || category} />
    </Box>
  );
}

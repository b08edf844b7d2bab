import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { imageUrl } from '@/features/content/api/asset-url';
import type { ContentEntry } from '@ombudsportalen/portal/api';
import { assetField, entriesField, rawField, textField } from '@/features/content/fields';
import { RichText } from '@/features/content/components/RichText';
import { SectionHeading } from './SectionHeading';

/** Tabs: one panel shown at a time, keyboard-navigable tab list. */
export function TabsSection({ entry }: { entry: ContentEntry }) {
  const tabs = entriesField(entry, 'tabs');
  const [active, setActive] = useState(0);
  const id = useId();
  const current = tabs[Math.min(active, tabs.length - 1)];
  const src = current === undefined ? undefined : imageUrl(assetField(current, 'image'), 'tab');
  return (
    <Box>
      <SectionHeading title={textField(entry, 'title')} />
      <Tabs value={Math.min(active, Math.max(tabs.length - 1, 0))} onChange={(_event, value: number) => setActive(value)} variant="scrollable" allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        {tabs.map((tab, index) => <Tab key={tab.sys.id} label={textField(tab, 'title')} id={`${id}-flik-${index}`} aria-controls={`${id}-panel-${index}`} />)}
      </Tabs>
      {current && (
        <Box role="tabpanel" id={`${id}-panel-${active}`} aria-labelledby={`${id}-flik-${active}`} sx={{ display: 'grid', gap: 2, gridTemplateColumns: src ? { xs: '1fr', md: '1fr 1fr' } : '1fr' }}>
          <Box><RichText document={rawField(current, 'body')} /></Box>
          {src && <Box component="img" src={src} alt="" sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 1 }} />}
        </Box>
      )}
    </Box>
  );
}

import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useActiveCategory } from './active-category';

export const categoryTabId = (categoryId: string): string => `kategori-${categoryId}`;
export const categoryPanelId = (categoryId: string): string => `meny-${categoryId}`;

/** The category tabs ("Vår butik", "Portal"): choosing one shows its items in the second-level menu (only the shown panel exists). */
export function CategoryTabs() {
  const { categories, activeId, choose } = useActiveCategory();
  if (activeId === undefined) return null;
  return (
    <Tabs
      value={activeId}
      onChange={(_event, categoryId: string) => choose(categoryId)}
      textColor="inherit"
      indicatorColor="secondary"
      aria-label="Menykategorier"
      sx={{ minHeight: 48, '& .MuiTab-root': { minHeight: 48, fontWeight: 600, opacity: 0.85 }, '& .Mui-selected': { opacity: 1 } }}
    >
      {categories.map((category) => (
        <Tab key={category.id} value={category.id} label={category.title} id={categoryTabId(category.id)} aria-controls={category.id === activeId ? categoryPanelId(category.id) : undefined} />
      ))}
    </Tabs>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useActiveCategory } from './active-category';
import { categoryPanelId, categoryTabId } from './CategoryTabs';
import { MenuLink } from './MenuLink';
import { useWideShell, wideOnlySx } from './shell-layout';

const barSx = { display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5 } as const;

/** The second-level menu (the shown category's items) and the third-level menu (the current section's sub-items). */
export function MenuBars() {
  const { categories, activeId, section } = useActiveCategory();
  const category = categories.find((candidate) => candidate.id === activeId);
  if (!useWideShell() || !category) return null;
  return (
    <Box sx={wideOnlySx}>
      <Box role="tabpanel" id={categoryPanelId(category.id)} aria-labelledby={categoryTabId(category.id)} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Box component="nav" aria-label={category.title} sx={barSx}>
            {category.items.map((item) => (
              <MenuLink key={item.id} to={item.path} title={item.title} />
            ))}
          </Box>
        </Container>
      </Box>
      {section && (
        <Box sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
          <Container maxWidth="lg">
            <Box component="nav" aria-label={section.title} sx={barSx}>
              {section.children.map((child) => (
                <MenuLink key={child.id} to={child.path} title={child.title} end />
              ))}
            </Box>
          </Container>
        </Box>
      )}
    </Box>
  );
}

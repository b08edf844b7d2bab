import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { BrandLogo } from './BrandLogo';
import { Footer } from './Footer';

/** The frame of pages shown before the shell (login, gates): the logo header, one centred card, the footer. */
export function CardPageLayout({ children, maxWidth }: { children: ReactNode; maxWidth: number }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
        <Container maxWidth="lg">
          <BrandLogo height={40} />
        </Container>
      </Box>
      {/* At least a screen tall: the footer starts below the fold, so a card that grows as it loads never moves it (CLS). */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth }}>
          {children}
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { BrandLogo } from '../../../ui/BrandLogo';
import { Footer } from '../../../ui/Footer';

/** The frame of a gate page: the logo header, one card, the footer (the shell is not shown yet). */
export function GateLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: 1.5 }}>
        <Container maxWidth="lg">
          <BrandLogo height={40} />
        </Container>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', px: 2, py: { xs: 4, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 560 }}>
          {children}
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}

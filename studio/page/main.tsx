import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp';
import { installPortalVocabulary } from '../../portal/engine-vocabulary';

installPortalVocabulary(); // the studio shows the portal's definitions
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <StudioApp />
    </ThemeProvider>
  </StrictMode>,
);

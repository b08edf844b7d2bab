import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation'; // types only: the date field's key below

// Deep operator blue with a Swedish green accent; clear focus rings for keyboard users.
export const focusRing = { outline: '3px solid #f2b705', outlineOffset: 2 };

/** The app's theme; providers.tsx makes it once, at the first render, not while the entry evaluates (TBT on a phone). */
export const makeAppTheme = (): Theme => responsiveFontSizes(
  createTheme({
    palette: {
      primary: { main: '#0b3a66', dark: '#072848', light: '#3a6490', contrastText: '#ffffff' },
      secondary: { main: '#1f7a55', dark: '#145a3d', light: '#4c9a79', contrastText: '#ffffff' },
      // MUI's orange (#ed6c02) gives white chip text 3.1:1; this darker orange gives 5.5:1 (WCAG AA, axe in test/e2e).
      warning: { main: '#a84f00', contrastText: '#ffffff' },
      background: { default: '#f4f6f9', paper: '#ffffff' },
      text: { primary: '#1a2433', secondary: '#4a5668' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Inter, Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
      // Text fields, selects (native ones too) and date fields ring like buttons while they hold the focus (issue 37):
      // their own 2 px border colour change alone was hard to see. Typing needs the focus, so every focus shows.
      MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': focusRing } } },
      MuiPickersInputBase: { styleOverrides: { root: { '&.Mui-focused': focusRing } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // While a panel opens its content is clipped, never scrolled: focusing or scrolling to a control it does not show
      // yet would scroll the panel itself (overflow: hidden can be), and the content would slide back as it grows.
      MuiCollapse: { styleOverrides: { root: { '&:not(.MuiCollapse-entered)': { overflow: 'clip' } } } },
    },
  }),
);

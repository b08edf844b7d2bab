/**
 * Stands in for MUI's createThemeWithVars in the SPA build (vite.config.ts): the portal's theme uses neither
 * `cssVariables` nor `colorSchemes`, so MUI's createTheme never calls it, and its ~4 KB gzipped stay off every route
 * (docs/architecture.md "Bundles"). A theme that turns CSS variables on must drop this stand-in.
 */
export default function createThemeWithVars(): never {
  throw new Error('CSS-variabeltema ingår inte i portalens bygge: ta bort ersättningen av createThemeWithVars i vite.config.ts');
}

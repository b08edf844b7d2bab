import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx's `Markdown` in the SPA build (vite.config.ts alias): rjsf renders Markdown only for
 * `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp` (the portal's forms set neither) and for its own
 * configuration errors. Plain text keeps ~30 KB gzipped out of every form page (docs/architecture.md "Bundles").
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

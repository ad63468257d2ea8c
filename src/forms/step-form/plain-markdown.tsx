import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx (35 KB gzipped) in the browser build (vite.config.ts). RJSF renders
 * markdown only for descriptions under `ui:enableMarkdownInDescription`, which no schema sets, and
 * for its own configuration errors; the text then shows as it is written.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

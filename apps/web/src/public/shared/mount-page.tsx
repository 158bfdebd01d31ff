// The customers' pages' entries (the repair link's, the booking page's): each mounts its own small React tree in the
// staff app's theme and dark scheme, whose text colours meet WCAG's contrast (the dimmed text).
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MANTINE_PROVIDER_PROPS } from '@/app/theme';

export function mountPublicPage<L extends string>(initialLanguage: () => L, page: (language: L) => ReactNode): void {
  const language = initialLanguage();
  document.documentElement.lang = language;
  createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
    <StrictMode>
      <MantineProvider {...MANTINE_PROVIDER_PROPS}>{page(language)}</MantineProvider>
    </StrictMode>,
  );
}

// The customers' pages' entries (the repair link's, the booking page's, decision 052 and 053): each mounts its own
// small React tree. Rendered on the server (docs/decisions/067), the page carries its markup, its stylesheet and its
// data: the tree is hydrated with that data, and nothing is fetched again. Without them (the Vite dev server, or a
// server without the render module) the stylesheet is added and the tree renders and fetches as a plain client.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PAGE_STYLE_ID, readPageData, type PageDataBase } from './page-data';
import type { PageLanguage } from './texts';

export type { PageDataBase } from './page-data';

async function addStylesheet(): Promise<void> {
  if (document.getElementById(PAGE_STYLE_ID)) return;
  const { default: css } = await import('./page.css?raw');
  const style = document.createElement('style');
  style.id = PAGE_STYLE_ID;
  style.textContent = css;
  document.head.append(style);
}

/** Hydrates the page with its embedded data, or renders it from nothing with the language the device chose. */
export function mountPublicPage<Data extends PageDataBase>(
  initialLanguage: () => PageLanguage,
  page: (language: PageLanguage, data: Data | null) => ReactNode,
): void {
  const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const data = readPageData<Data>();
  if (data && root.firstChild) {
    hydrateRoot(root, <StrictMode>{page(data.language, data)}</StrictMode>);
    return;
  }
  const language = initialLanguage();
  document.documentElement.lang = language;
  void addStylesheet();
  createRoot(root).render(<StrictMode>{page(language, null)}</StrictMode>);
}

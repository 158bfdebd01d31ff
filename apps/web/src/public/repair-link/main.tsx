// The customer's repair link page (`/r/<token>`, decision 052): an entry of its own, with its own small React
// tree and none of the staff app's code (eslint.boundaries.js keeps src/public/ away from features/ and lib/).
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MANTINE_PROVIDER_PROPS } from '@/app/theme';
import { lastPathSegment } from '../shared/public-call';
import { RepairLinkApp } from './components/repair-link-app';
import { initialLanguage, TextsProvider } from './texts';

const language = initialLanguage();
document.documentElement.lang = language;

createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    {/* The staff app's theme and dark scheme, with its text colours that meet WCAG's contrast (the dimmed text). */}
    <MantineProvider {...MANTINE_PROVIDER_PROPS}>
      <TextsProvider language={language}>
        <RepairLinkApp token={lastPathSegment(window.location.pathname)} />
      </TextsProvider>
    </MantineProvider>
  </StrictMode>,
);

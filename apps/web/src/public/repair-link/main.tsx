// The customer's repair link page (`/r/<token>`, decision 052): an entry of its own, with its own small React
// tree and none of the staff app's code (eslint.boundaries.js keeps src/public/ away from features/ and lib/).
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '@/app/theme';
import { tokenOfLocation } from './api';
import { RepairLinkApp } from './components/repair-link-app';
import { initialLanguage, TextsProvider } from './texts';

const language = initialLanguage();
document.documentElement.lang = language;

createRoot(document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme="dark">
      <TextsProvider language={language}>
        <RepairLinkApp token={tokenOfLocation(window.location.pathname)} />
      </TextsProvider>
    </MantineProvider>
  </StrictMode>,
);

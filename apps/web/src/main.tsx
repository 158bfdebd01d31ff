import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';
import { startTokenSync } from '@/features/auth';
import '@/lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// SPEC.md §7: the optional token sync follows every ID token from here on.
startTokenSync();

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

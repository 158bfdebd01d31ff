import { apiPaths } from '@/config/paths';

/** The server promises a 503 within 2 s when its database is down; longer means it is not answering at all. */
const HEALTH_TIMEOUT_MS = 5_000;

/** Whether the server and its database answer: /api/health with 200 (503 while the database is down). */
export async function isServerHealthy(): Promise<boolean> {
  try {
    const response = await fetch(apiPaths.health, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

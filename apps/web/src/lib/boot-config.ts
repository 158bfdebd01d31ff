// The public config as the app needs it to start (docs/product.md §8: a boot failure stops the app from
// mounting). Unlike loadPublicConfig, which falls back quietly, this says exactly why it failed.
import type { TPublicConfig } from '@rueda/domain';
import { apiPaths } from '@/config/paths';
import { fetchEarly } from './early-requests';
import { checkPublicConfig } from './start-answers';

/** Long enough for a slow start of the server, short enough not to leave the user at a loader. */
export const BOOT_CONFIG_TIMEOUT_MS = 15_000;

/** Statuses a proxy answers with when the server behind it is down. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

export type BootFailure =
  | { reason: 'unreachable'; detail: string }
  | { reason: 'server-error'; status: number; detail: string }
  | { reason: 'invalid-config'; detail: string }
  | { reason: 'crashed'; detail: string };

export class BootError extends Error {
  constructor(
    readonly failure: BootFailure,
    options?: ErrorOptions,
  ) {
    super(failure.detail, options);
    this.name = 'BootError';
  }
}

function detailOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** What went wrong, for the failure page, from any error thrown while starting. */
export function bootFailureOf(error: unknown): BootFailure {
  return error instanceof BootError ? error.failure : { reason: 'crashed', detail: detailOf(error) };
}

export async function fetchBootConfig(timeoutMs = BOOT_CONFIG_TIMEOUT_MS): Promise<TPublicConfig> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    return await readConfig(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

async function readConfig(signal: AbortSignal): Promise<TPublicConfig> {
  let response: Response;
  try {
    response = await fetchEarly(apiPaths.config, { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    const cause: unknown = signal.aborted ? signal.reason : error;
    throw new BootError({ reason: 'unreachable', detail: `GET ${apiPaths.config}: ${detailOf(cause)}` }, { cause: error });
  }

  const detail = `GET ${apiPaths.config} answered HTTP ${response.status}`;
  if (UNREACHABLE_STATUSES.has(response.status)) throw new BootError({ reason: 'unreachable', detail });
  if (!response.ok) throw new BootError({ reason: 'server-error', status: response.status, detail });

  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const cause: unknown = signal.aborted ? signal.reason : error;
    throw new BootError(
      {
        reason: signal.aborted ? 'unreachable' : 'invalid-config',
        detail: `${detail}, but its body could not be read: ${detailOf(cause)}`,
      },
      { cause: error },
    );
  }
  const checked = checkPublicConfig(body);
  if ('issues' in checked)
    throw new BootError({ reason: 'invalid-config', detail: `${detail} with an invalid config: ${checked.issues.join('; ')}` });
  return checked.config;
}

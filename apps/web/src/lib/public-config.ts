// What the server tells the browser at start (`GET /api/config`, ZPublicConfigSchema, checked by start-answers.ts).
import type { TPublicConfig } from '@rueda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { parsePublicConfig } from './start-answers';

/** Used while the config is unknown or cannot be read: no token sync, no development mailbox. */
export const FALLBACK_PUBLIC_CONFIG: TPublicConfig = { tokenSyncUrl: null, devMailbox: false, chatWidgetScriptUrl: null };

let pending: Promise<TPublicConfig> | null = null;

async function fetchPublicConfig(): Promise<TPublicConfig> {
  const response = await fetch(apiPaths.config, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${apiPaths.config} answered HTTP ${response.status}`);
  return parsePublicConfig(await response.json());
}

/**
 * The public config, read once per page load. It never rejects: an unreadable config means the
 * optional features stay off, and the next call tries again.
 */
export function loadPublicConfig(): Promise<TPublicConfig> {
  pending ??= fetchPublicConfig().catch((error: unknown) => {
    console.warn('The public config could not be read; optional features stay off', error);
    pending = null;
    return FALLBACK_PUBLIC_CONFIG;
  });
  return pending;
}

/** Takes the config already read at start as the answer, so loadPublicConfig asks no more. */
export function primePublicConfig(config: TPublicConfig): void {
  pending = Promise.resolve(config);
}

/** Forgets the cached config (tests). */
export function resetPublicConfig(): void {
  pending = null;
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: loadPublicConfig,
  staleTime: Infinity,
});

export function usePublicConfig(): TPublicConfig {
  return useQuery(publicConfigQueryOptions).data ?? FALLBACK_PUBLIC_CONFIG;
}

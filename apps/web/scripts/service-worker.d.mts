// Types of service-worker.mjs, for vite.config.ts and the journeys.
import type { Plugin } from 'vite';
import type { BuildResult, GenerateSWOptions } from 'workbox-build';

export interface ServiceWorkerBuild {
  /** The built web app: dist/, or a copy of it. */
  distDir: string;
  /** The addresses answered with the cached index.html: the domain's APP_SHELL_PATTERNS. */
  appPagePatterns: readonly RegExp[];
}

export declare const SERVICE_WORKER_FILE: 'sw.js';
export declare function staffAppFiles(
  viteManifest: Record<string, { file: string; css?: string[]; assets?: string[]; imports?: string[]; dynamicImports?: string[] }>,
): Set<string>;
export declare function navigationAllowlist(patterns: readonly RegExp[]): RegExp[];
export declare function serviceWorkerOptions(build: ServiceWorkerBuild): GenerateSWOptions;
export declare function writeServiceWorker(build: ServiceWorkerBuild): Promise<BuildResult>;
export declare function serviceWorker(options: Pick<ServiceWorkerBuild, 'appPagePatterns'>): Plugin;

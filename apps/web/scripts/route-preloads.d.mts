// Types of route-preloads.mjs, for vite.config.ts.
import type { Plugin } from 'vite';

export declare const LANGUAGES: readonly string[];
export declare const PRELOADS_ELEMENT_ID: string;
export declare function routePattern(route: string): string | null;
export declare function preloadMap(options: {
  chunks: readonly { fileName: string; moduleKey: string | null; imports: readonly string[]; css?: readonly string[]; isEntry: boolean }[];
  routes?: readonly { route: string; modules: readonly string[] }[];
  always?: readonly string[];
  routeTexts?: Record<string, readonly string[]>;
  languages?: readonly string[];
}): { files: string[]; routes: [string, number[], Record<string, number[]>][] };
export declare function routePreloads(): Plugin;

// Types of deferred-styles.mjs, for vite.config.ts and the app.
import type { Plugin } from 'vite';

export declare const APP_STYLES_ATTRIBUTE: 'data-app-styles';
export declare function deferStyleSheets(html: string): string;
export declare function deferredStyles(): Plugin;

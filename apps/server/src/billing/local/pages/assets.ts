// The pages' own files (assets/): read once at start, served with their content type and a short cache.
// Pages link them with their content hash in the query, so a new release is fetched at once.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@rueda/domain';
import { SERVER_DIR } from '../../../lib/server-dir.ts';
import { pageLanguage } from './texts.ts';

/** Read from the sources' folder, from src/ and from the bundle alike (lib/server-dir.ts). */
const ASSETS_DIR = path.join(SERVER_DIR, 'src', 'billing', 'local', 'pages', 'assets');

const TYPES = { css: 'text/css; charset=utf-8', js: 'application/javascript; charset=utf-8' } as const;
export const ASSET_NAMES = ['pay.css', 'portal.css', 'confirm.css', 'card-form.js', 'checkout.js', 'portal.js', 'local.js'] as const;
export type AssetName = (typeof ASSET_NAMES)[number];

/** local.js carries the confirmation dialog's words: the server writes them in place of this mark. */
const TEXTS_MARK = '{ filledInByTheServer: true }';

export interface Asset {
  body: string;
  type: string;
  version: string;
}

function confirmationTexts() {
  return Object.fromEntries(
    LANGUAGES.map((language: Language) => {
      const { t } = pageLanguage(language);
      return [language, { ...t.confirm, network: t.network, unexpected: t.unexpected, tooMany: t.tooMany }];
    }),
  );
}

let loaded: Map<AssetName, Asset> | undefined;

export function loadAssets(): Map<AssetName, Asset> {
  if (loaded) return loaded;
  const assets = new Map<AssetName, Asset>();
  for (const name of ASSET_NAMES) {
    let body = readFileSync(path.join(ASSETS_DIR, name), 'utf8');
    if (name === 'local.js') {
      if (!body.includes(TEXTS_MARK)) throw new Error('assets/local.js lost the mark where its texts go');
      body = body.replace(TEXTS_MARK, JSON.stringify(confirmationTexts()));
    }
    const type = TYPES[name.endsWith('.css') ? 'css' : 'js'];
    assets.set(name, { body, type, version: createHash('sha256').update(body).digest('base64url').slice(0, 10) });
  }
  loaded = assets;
  return assets;
}

/** Where a page links an asset: local.js at the address the web app knows (/pay/local.js), the rest under /pay/assets/. */
export function assetUrl(name: AssetName): string {
  const { version } = loadAssets().get(name)!;
  return `${name === 'local.js' ? '/pay/local.js' : `/pay/assets/${name}`}?v=${version}`;
}

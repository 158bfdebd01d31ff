// Import boundaries (docs/architecture.md §6, docs/decisions/011): which folder
// may import which, checked by eslint-plugin-import's no-restricted-paths with the TypeScript
// resolver, so `@/…` aliases and relative paths are judged by the file they reach.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importPlugin from 'eslint-plugin-import';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;
/** A feature's index.ts; absolute, as the rule matches exceptions against resolved paths. */
const PUBLIC_FACES = path.join(ROOT, FEATURES, '*/index.ts');

/** Every feature folder: a new one is bounded the day it is made. */
function featureNames() {
  return readdirSync(path.join(ROOT, FEATURES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const webZones = () => [
  // A feature reaches another only through its public face, its index.ts.
  ...featureNames().map((feature) => ({
    target: `${FEATURES}/${feature}/**/*`,
    from: `${FEATURES}/!(${feature})/**/*`,
    except: [PUBLIC_FACES],
    message: 'Import another feature through its index.ts (`@/features/<name>`), not its insides.',
  })),
  // The app composes features, and test support builds them, through their public face too.
  {
    target: [`${WEB}/app/**/*`, `${WEB}/testing/**/*`],
    from: `${FEATURES}/**/*`,
    except: [PUBLIC_FACES],
    message: 'app/ and testing/ import a feature through its index.ts (`@/features/<name>`).',
  },
  // Decision 052: the public pages (the repair link's) carry none of the staff app's code; of
  // app/ they share only its theme, the look.
  {
    target: `${WEB}/public/**/*`,
    from: [`${FEATURES}/**/*`, `${WEB}/lib/**/*`, `${WEB}/app/**/*`, `${WEB}/components/**/*`],
    except: [path.join(ROOT, WEB, 'app/theme?(.module).{ts,css}')],
    message: 'src/public/ is an anonymous page of its own: it imports nothing of the staff app but its theme.',
  },
  // Shared code serves the features; it never depends on one, nor on the app.
  {
    target: [`${WEB}/lib/**/*`, `${WEB}/components/**/*`, `${WEB}/config/**/*`],
    from: [`${FEATURES}/**/*`, `${WEB}/app/**/*`],
    message: 'lib/, components/ and config/ import no feature and nothing from app/: pass what they need in.',
  },
];

const serverZones = [
  // Data is loaded and saved below the functions; the functions call the data layer, never the reverse.
  {
    target: 'apps/server/src/data/**/*',
    from: 'apps/server/src/functions/**/*',
    message: 'The data layer imports nothing from functions/: move what both need to the domain or data/.',
  },
];

/** One app's zones, with a resolver that knows that app's tsconfig (its `@/…` paths among them). */
function zonesOf(app, zones) {
  return {
    files: [`apps/${app}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(ROOT, `apps/${app}/tsconfig.json`), alwaysTryTypes: true } },
    },
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones }] },
  };
}

/** The flat-config entries that enforce the zones. */
export function boundaries() {
  return [zonesOf('web', webZones()), zonesOf('server', serverZones)];
}

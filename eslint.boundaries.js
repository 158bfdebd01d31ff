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
  // app/ they share only its theme, the look. Decision 070: the sign-in page also shares the staff app's
  // rules for its fields, its notice and the cookie notice, modules that import nothing of the app.
  {
    target: `${WEB}/public/**/*`,
    from: [`${FEATURES}/**/*`, `${WEB}/lib/**/*`, `${WEB}/app/**/*`, `${WEB}/components/**/*`],
    except: [
      path.join(ROOT, WEB, 'app/theme?(.module).{ts,css}'),
      path.join(ROOT, FEATURES, 'auth/sign-in-@(rules|notice).ts'),
      path.join(ROOT, FEATURES, 'cookies/@(cookie-consent|chat-widget).ts'),
    ],
    message: 'src/public/ is an anonymous page of its own: it imports nothing of the staff app but its theme.',
  },
  // Shared code serves the features; it never depends on one, nor on the app.
  {
    target: [`${WEB}/lib/**/*`, `${WEB}/components/**/*`, `${WEB}/config/**/*`],
    from: [`${FEATURES}/**/*`, `${WEB}/app/**/*`],
    message: 'lib/, components/ and config/ import no feature and nothing from app/: pass what they need in.',
  },
];

const SERVER = 'apps/server/src';
/** The server's top floor: what a request meets first, and what puts the server together. */
const SERVER_TOP = [`${SERVER}/@(app|main|start-failure).ts`, `${SERVER}/@(parts|http|functions|auth|seed)/**/*`];
/** The outside systems' adapters and formats, beside services/: payments, mail, WhatsApp, the AEAT, the AT, the documents' PDFs. */
const SERVER_ADAPTERS = `${SERVER}/@(billing|mail|messaging|verifactu|portugal|sales-pdf)/**/*`;

// docs/architecture.md §3: the server's floors, each importing only those below it. Top (parts, http,
// functions, auth, seed) → services/ with the adapters beside it → data/ (SQL) → db/ → lib/. Tests may
// assemble any floor, so they are not bounded (the zones' config ignores *.test.ts).
const serverZones = [
  {
    target: `${SERVER}/lib/**/*`,
    from: [`${SERVER}/!(lib)/**/*`, `${SERVER}/*.ts`],
    message: 'lib/ is what every floor uses: it imports nothing else of the server (docs/architecture.md §3).',
  },
  {
    target: `${SERVER}/db/**/*`,
    from: [`${SERVER}/!(db|lib)/**/*`, `${SERVER}/*.ts`],
    message: 'db/ (the schema, migrations, the embedded database) imports only lib/ (docs/architecture.md §3).',
  },
  {
    target: `${SERVER}/data/**/*`,
    from: [`${SERVER}/!(data|db|lib)/**/*`, `${SERVER}/*.ts`],
    message:
      'data/ is SQL: it imports only data/, db/ and lib/; orchestration, caches and formats go to services/ (docs/architecture.md §3).',
  },
  {
    target: `${SERVER}/services/**/*`,
    from: SERVER_TOP,
    message: 'services/ imports no top floor (parts, http, functions, auth, seed): pass what it needs in (docs/architecture.md §3).',
  },
  {
    target: SERVER_ADAPTERS,
    from: [...SERVER_TOP, `${SERVER}/services/**/*`],
    message:
      'The adapters (billing/, mail/, messaging/, verifactu/, portugal/, sales-pdf/) import neither services/ nor a top floor (docs/architecture.md §3).',
  },
];

// The domain is below both apps: they use its rules and schemas, it knows neither (docs/architecture.md §2).
const domainZones = [
  { target: 'packages/domain/**/*', from: 'apps/**/*', message: 'packages/domain imports nothing of the apps (docs/architecture.md §2).' },
];

/** One workspace's zones, with a resolver that knows its tsconfig (its `@/…` paths among them). */
function zonesOf(workspace, zones, ignores = []) {
  return {
    files: [`${workspace}/**/*.{ts,tsx}`],
    ignores,
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: path.join(ROOT, `${workspace}/tsconfig.json`), alwaysTryTypes: true } },
    },
    rules: { 'import/no-restricted-paths': ['error', { basePath: ROOT, zones }] },
  };
}

/** The flat-config entries that enforce the zones. */
export function boundaries() {
  return [zonesOf('apps/web', webZones()), zonesOf('apps/server', serverZones, ['**/*.test.ts']), zonesOf('packages/domain', domainZones)];
}

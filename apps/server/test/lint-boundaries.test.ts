// The repository's import boundaries (eslint.boundaries.js) refuse a wrong import and let the right
// one through: each case is linted as if it were a new file at that path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'import/no-restricted-paths';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The boundary messages for `code` placed at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [imported];\n`, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('server boundaries', () => {
  // docs/architecture.md §3: one real module of each floor, imported from a new file at each place.
  const modules = {
    app: "import { buildApp as imported } from '../app.ts';",
    functions: "import { Access as imported } from '../functions/access.ts';",
    http: "import { registerSpa as imported } from '../http/spa.ts';",
    auth: "import { createAuth as imported } from '../auth/auth.ts';",
    seed: "import { seedDemoWorkshop as imported } from '../seed/demo-workshop.ts';",
    services: "import { createRepair as imported } from '../services/repair-writes.ts';",
    billing: "import { createBilling as imported } from '../billing/billing.ts';",
    mail: "import { createMailer as imported } from '../mail/mailer.ts';",
    messaging: "import { whatsAppCloudConfigOf as imported } from '../messaging/whatsapp-cloud.ts';",
    verifactu: "import { huella as imported } from '../verifactu/huella.ts';",
    portugal: "import { signDocument as imported } from '../portugal/signature.ts';",
    locales: "import { localeFor as imported } from '../locales/index.ts';",
    data: "import { listMechanics as imported } from '../data/mechanics.ts';",
    db: "import { repairs as imported } from '../db/schema.ts';",
    lib: "import { RawJson as imported } from '../lib/raw-json.ts';",
  } as const;
  type Place = keyof typeof modules;
  const fileIn = (place: Place) => (place === 'app' ? 'apps/server/src/example.ts' : `apps/server/src/${place}/example.ts`);
  const rules: { place: Place; refused: Place[]; allowed: Place[]; message: string }[] = [
    {
      place: 'lib',
      refused: ['app', 'functions', 'services', 'billing', 'data', 'db', 'locales'],
      allowed: ['lib'],
      message: 'lib/ is what every floor uses',
    },
    {
      place: 'db',
      refused: ['app', 'functions', 'http', 'services', 'billing', 'data'],
      allowed: ['db', 'lib'],
      message: 'db/ (the schema',
    },
    {
      place: 'data',
      refused: ['app', 'functions', 'http', 'auth', 'seed', 'services', 'billing', 'mail', 'messaging', 'locales'],
      allowed: ['data', 'db', 'lib'],
      message: 'data/ is SQL',
    },
    {
      place: 'services',
      refused: ['app', 'functions', 'http', 'auth', 'seed'],
      allowed: ['services', 'billing', 'mail', 'locales', 'data', 'db', 'lib'],
      message: 'services/ imports no top floor',
    },
    ...(['billing', 'mail', 'messaging', 'verifactu', 'portugal'] as const).map((place) => ({
      place,
      refused: ['app', 'functions', 'http', 'auth', 'services'] as Place[],
      allowed: ['locales', 'data', 'db', 'lib'] as Place[],
      message: 'import neither services/ nor a top floor',
    })),
    { place: 'functions', refused: [], allowed: ['http', 'auth', 'services', 'billing', 'data', 'db', 'lib'], message: '' },
  ];

  for (const { place, refused, allowed, message } of rules) {
    it(`${place}: refuses ${refused.join(', ') || 'nothing'}; takes ${allowed.join(', ')}`, async () => {
      for (const from of refused)
        expect(await boundaryErrors(fileIn(place), modules[from]), `${place} ← ${from}`).toEqual([expect.stringContaining(message)]);
      for (const from of allowed) expect(await boundaryErrors(fileIn(place), modules[from]), `${place} ← ${from}`).toEqual([]);
    });
  }

  it('tests may assemble any floor', async () => {
    expect(await boundaryErrors('apps/server/src/data/example.test.ts', modules.services)).toEqual([]);
  });
});

describe('web boundaries', () => {
  const inRepairs = 'apps/web/src/features/repairs/components/example.tsx';

  it('a feature reaches another only through its index.ts', async () => {
    for (const specifier of ['@/features/auth/id-token', '../../auth/id-token', '@/features/shell/components/page']) {
      expect(await boundaryErrors(inRepairs, `import * as imported from '${specifier}';`), specifier).toEqual([
        expect.stringContaining('through its index.ts'),
      ]);
    }
    for (const specifier of ['@/features/auth', '@/features/shell', '../api/get-repair', '@/lib/call']) {
      expect(await boundaryErrors(inRepairs, `import * as imported from '${specifier}';`), specifier).toEqual([]);
    }
  });

  it('app/ and testing/ use a feature’s index.ts too', async () => {
    for (const file of ['apps/web/src/app/routes/app/example.tsx', 'apps/web/src/testing/example.ts']) {
      expect(await boundaryErrors(file, "import * as imported from '@/features/repairs/components/repair-card';"), file).toHaveLength(1);
      expect(await boundaryErrors(file, "import * as imported from '@/features/repairs';"), file).toEqual([]);
    }
  });

  it('lib/, components/ and config/ import no feature and nothing from app/', async () => {
    for (const file of ['apps/web/src/lib/example.ts', 'apps/web/src/components/example.tsx', 'apps/web/src/config/example.ts']) {
      expect(await boundaryErrors(file, "import * as imported from '@/features/auth';"), file).toEqual([
        expect.stringContaining('import no feature'),
      ]);
      expect(await boundaryErrors(file, "import * as imported from '@/app/theme';"), file).toEqual([
        expect.stringContaining('import no feature'),
      ]);
      expect(await boundaryErrors(file, "import * as imported from '@/lib/notify';"), file).toEqual([]);
    }
  });

  it("the public pages (the repair link's, decision 052) import nothing of the staff app but its theme", async () => {
    const file = 'apps/web/src/public/repair-link/example.tsx';
    for (const source of [
      '@/features/repairs',
      '@/features/auth',
      '@/features/auth/session',
      '@/features/cookies/components/cookie-banner',
      '@/lib/call',
      '@/app/router',
      '@/components/stale-notice',
    ])
      expect(await boundaryErrors(file, `import * as imported from '${source}';`), source).toEqual([
        expect.stringContaining('src/public/ is an anonymous page of its own'),
      ]);
    expect(await boundaryErrors(file, "import * as imported from '@/app/theme';")).toEqual([]);
    expect(await boundaryErrors(file, "import * as imported from '@rueda/domain';")).toEqual([]);
    // Decision 070: the sign-in page shares the staff app's pure rules for its fields, its notice and the cookie consent.
    for (const source of [
      '@/features/auth/sign-in-rules',
      '@/features/auth/sign-in-notice',
      '@/features/cookies/cookie-consent',
      '@/features/cookies/chat-widget',
    ])
      expect(await boundaryErrors(file, `import * as imported from '${source}';`), source).toEqual([]);
  });
});

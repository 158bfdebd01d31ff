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
  it('the data layer imports nothing from functions/', async () => {
    expect(await boundaryErrors('apps/server/src/data/example.ts', "import { Access as imported } from '../functions/access.ts';")).toEqual(
      [expect.stringContaining('The data layer imports nothing from functions/')],
    );
    expect(await boundaryErrors('apps/server/src/data/example.ts', "import { RawJson as imported } from '../http/raw-json.ts';")).toEqual(
      [],
    );
    expect(
      await boundaryErrors('apps/server/src/functions/example.ts', "import { listMechanics as imported } from '../data/mechanics.ts';"),
    ).toEqual([]);
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
    for (const source of ['@/features/repairs', '@/lib/call', '@/app/router', '@/components/stale-notice'])
      expect(await boundaryErrors(file, `import * as imported from '${source}';`), source).toEqual([
        expect.stringContaining('src/public/ is an anonymous page of its own'),
      ]);
    expect(await boundaryErrors(file, "import * as imported from '@/app/theme';")).toEqual([]);
    expect(await boundaryErrors(file, "import * as imported from '@rueda/domain';")).toEqual([]);
  });
});

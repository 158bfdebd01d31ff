// docs/architecture.md §3: no module of Rueda's source reaches itself again through its imports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { importCircles } from './import-circles.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('import circles', () => {
  let workspace;
  afterEach(() => rmSync(workspace, { recursive: true, force: true }));

  /** A workspace of `files` (paths under src/ to their text), with a tsconfig that maps `@/…` to src/. */
  function workspaceOf(files) {
    workspace = mkdtempSync(path.join(os.tmpdir(), 'rueda-circles-'));
    const config = { compilerOptions: { module: 'esnext', moduleResolution: 'bundler', baseUrl: '.', paths: { '@/*': ['src/*'] } } };
    writeFileSync(path.join(workspace, 'tsconfig.json'), JSON.stringify(config));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(workspace, 'src', file)), { recursive: true });
      writeFileSync(path.join(workspace, 'src', file), text);
    }
    return importCircles(path.dirname(workspace), [path.basename(workspace)]).map((circle) =>
      circle.replaceAll(`${path.basename(workspace)}/`, ''),
    );
  }

  it('finds a circle through relative paths, `@/…` paths, re-exports and type imports', () => {
    expect(
      workspaceOf({
        'db/schema.ts': "export * from './schema-alerts.ts';\nexport const workshops = 1;\n",
        'db/schema-alerts.ts': "import { workshops } from './schema.ts';\nexport const alerts = workshops;\n",
        'data/a.ts': "import type { B } from '@/data/b';\nexport type A = B;\n",
        'data/b.ts': "import { c } from '../lib/c.ts';\nexport type B = string;\nexport const b = c;\n",
        'lib/c.ts': "import type { A } from '@/data/a';\nexport const c: A | 1 = 1;\n",
        'lib/d.ts': "import { c } from './c.ts';\nexport const d = c;\n",
      }),
    ).toEqual(['src/data/a.ts ↔ src/data/b.ts ↔ src/lib/c.ts', 'src/db/schema-alerts.ts ↔ src/db/schema.ts']);
  });

  it('leaves a lazy import() out', () => {
    expect(
      workspaceOf({
        'app/routes.ts': "export const load = () => import('./root.tsx');\nexport const prefetch = 1;\n",
        'app/root.tsx': "import { prefetch } from './routes.ts';\nexport const root = prefetch;\n",
      }),
    ).toEqual([]);
  });

  // TypeScript reads about 900 files: seconds on a busy machine.
  it('are in none of Rueda’s workspaces', { timeout: 120_000 }, () => {
    expect(importCircles(ROOT)).toEqual([]);
  });
});

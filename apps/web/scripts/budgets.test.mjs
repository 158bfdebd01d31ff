// The size budgets' arithmetic (docs/product.md §26.2, scripts/budgets.mjs) on a hand-written manifest: what makes CI fail.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_FUNCTION_AREAS } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { ROUTES as APP_ROUTES, SCHEMAS_DIR, formatFailure, formatTable, measureRoutes, schemas } from './budgets.mjs';

const SIZES = {
  'assets/index.js': 20_000,
  'assets/react.js': 80_000,
  'assets/app.js': 30_000,
  'assets/login.js': 5_000,
  'assets/shell.js': 10_000,
  'assets/repairs.js': 60_000,
  'assets/board.js': 40_000,
  'assets/dialog.js': 500_000,
  'assets/repairs.es.js': 4_000,
  'assets/repairs.pt.js': 4_000,
};

/** Entry → react; app (loaded at once) → react; login; shell; repairs → board, with a dialog only loaded later. */
function manifest(overrides = {}) {
  return {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/app/app.tsx'] },
    '_react.js': { file: 'assets/react.js' },
    '_board.js': { file: 'assets/board.js', imports: ['_react.js'], css: ['assets/board.css'] },
    'src/app/app.tsx': { file: 'assets/app.js', isDynamicEntry: true, imports: ['index.html', '_react.js'] },
    'src/app/routes/auth/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/app/routes/app/root.tsx': { file: 'assets/shell.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/app/routes/app/repairs.tsx': {
      file: 'assets/repairs.js',
      isDynamicEntry: true,
      imports: ['_board.js'],
      dynamicImports: ['src/features/repairs/dialog.tsx'],
    },
    'src/features/repairs/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/locales/repairs.es.json': { file: 'assets/repairs.es.js', isDynamicEntry: true },
    'src/locales/repairs.pt.json': { file: 'assets/repairs.pt.js', isDynamicEntry: true },
    ...overrides,
  };
}

const ROUTES = [
  { route: '/auth/login', modules: ['src/app/routes/auth/login.tsx'], budgetKb: 150 },
  { route: '/repairs', modules: ['src/app/routes/app/root.tsx', 'src/app/routes/app/repairs.tsx'], budgetKb: 250 },
];

/** The texts each module fetches with its code: the board's, in the measured language only. */
const TEXTS = { 'src/app/routes/auth/login.tsx': [], 'src/app/routes/app/root.tsx': [], 'src/app/routes/app/repairs.tsx': ['repairs'] };

const sizeOf = (sizes) => (file) => sizes[file];
const measure = (options) => measureRoutes({ routes: ROUTES, routeTexts: TEXTS, ceilings: {}, sizeOf: sizeOf(SIZES), ...options });

describe('the size budgets', () => {
  it('counts the entry, the app and each route module with their static imports once, and no later chunk', () => {
    const [login, repairs] = measure({ manifest: manifest() });
    expect(login).toMatchObject({ route: '/auth/login', bytes: 135_000, budgetBytes: 150_000, fits: true });
    expect(login.files).toEqual(['assets/app.js', 'assets/index.js', 'assets/login.js', 'assets/react.js']);
    // 20 + 80 + 30 + 10 + 60 + 40 + 4 KB: the dialog, loaded only when opened, is not counted; the board's
    // texts are, in one language.
    expect(repairs).toMatchObject({ route: '/repairs', bytes: 244_000, fits: true });
    expect(repairs.files).toContain('assets/repairs.es.js');
    expect(repairs.files).not.toContain('assets/repairs.pt.js');
    expect(repairs.files).not.toContain('assets/dialog.js');
  });

  it('fails a route bloated past its budget, and names the route and the figure', () => {
    const bloated = { ...SIZES, 'assets/board.js': 47_000 };
    const results = measure({ manifest: manifest(), sizeOf: sizeOf(bloated) });
    expect(results.map((result) => [result.route, result.fits, result.passes])).toEqual([
      ['/auth/login', true, true],
      ['/repairs', false, false],
    ]);
    expect(formatTable(results)).toMatch(/\/repairs\s+251\.0 KB\s+of\s+250\.0 KB\s+OVER BUDGET/);
    // The failure says where the weight is: the route's five biggest files, the grown board among them.
    expect(formatFailure(results[1])).toBe(
      'Budget exceeded: /repairs needs 251.0 KB of compressed JavaScript, its budget is 250.0 KB. ' +
        'Its 5 biggest files: react 80.0 KB, repairs 60.0 KB, board 47.0 KB, app 30.0 KB, index 20.0 KB.',
    );
  });

  it('counts a chunk the sign-in page imports statically, however it got there', () => {
    const bloatedLogin = manifest({
      'src/app/routes/auth/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_react.js', '_board.js'] },
    });
    const [login] = measure({ manifest: bloatedLogin });
    expect(login).toMatchObject({ bytes: 175_000, fits: false });
  });

  it('refuses a route whose module the build does not have, rather than measuring nothing', () => {
    const { 'src/app/routes/auth/login.tsx': _login, ...withoutLogin } = manifest();
    expect(() => measure({ manifest: withoutLogin })).toThrow('src/app/routes/auth/login.tsx is not in the build');
  });

  it('refuses a route module of the build that no route measures', () => {
    const withNewScreen = manifest({ 'src/app/routes/app/invoices.tsx': { file: 'assets/invoices.js', isDynamicEntry: true } });
    expect(() => measure({ manifest: withNewScreen })).toThrow('No budget measures these route modules: src/app/routes/app/invoices.tsx');
  });

  it('refuses a route module with no texts entry, and a texts file the build does not have', () => {
    const { 'src/app/routes/app/repairs.tsx': _repairs, ...withoutRepairsTexts } = TEXTS;
    expect(() => measure({ manifest: manifest(), routeTexts: withoutRepairsTexts })).toThrow(
      'src/app/routes/app/repairs.tsx has no entry in app/route-texts.json',
    );
    const { 'src/locales/repairs.es.json': _texts, ...withoutTexts } = manifest();
    expect(() => measure({ manifest: withoutTexts })).toThrow('src/locales/repairs.es.json is not in the build');
  });

  it('holds a route still over its budget to its ceiling: it may shrink, not grow', () => {
    const ceilings = { '/repairs': 260 };
    const within = measure({ manifest: manifest(), ceilings, sizeOf: sizeOf({ ...SIZES, 'assets/board.js': 55_000 }) });
    expect(within[1]).toMatchObject({ bytes: 259_000, fits: false, passes: true });
    expect(formatTable(within)).toMatch(/\/repairs\s+259\.0 KB\s+of\s+250\.0 KB\s+OVER BUDGET \(within its ceiling of 260\.0 KB\)/);
    const grown = measure({ manifest: manifest(), ceilings, sizeOf: sizeOf({ ...SIZES, 'assets/board.js': 57_000 }) });
    expect(grown[1]).toMatchObject({ bytes: 261_000, fits: false, passes: false });
    expect(formatTable(grown)).toMatch(/\/repairs\s+261\.0 KB\s+of\s+250\.0 KB\s+OVER BUDGET$/m);
    expect(formatFailure(grown[1])).toMatch(
      /^Grown past its ceiling: \/repairs needs 261\.0 KB of compressed JavaScript, its ceiling is 260\.0 KB \(its budget 250\.0 KB\)\. Its 5 biggest files: react 80\.0 KB, repairs 60\.0 KB, board 57\.0 KB,/,
    );
  });

  it('measures a page of its own (the repair link, decision 052) from its entry alone', () => {
    const withPage = manifest({
      'repair-link.html': { file: 'assets/repair-link.js', isEntry: true, imports: ['_react.js'] },
    });
    const sizes = { ...SIZES, 'assets/repair-link.js': 7_000 };
    const routes = [...ROUTES, { route: '/r/:token', page: 'repair-link.html', modules: [], budgetKb: 150 }];
    const page = measure({ manifest: withPage, routes, sizeOf: sizeOf(sizes) }).at(-1);
    expect(page).toMatchObject({ route: '/r/:token', bytes: 87_000, fits: true, files: ['assets/react.js', 'assets/repair-link.js'] });
  });

  it('measures the sign-in page from its own entry, and every page of the staff app with the router (decision 070)', () => {
    const signIn = APP_ROUTES.find((route) => route.route === '/auth/login');
    expect(signIn).toMatchObject({ page: 'sign-in.html', modules: ['src/public/sign-in/page.tsx'], budgetKb: 150 });
    const staff = APP_ROUTES.filter((route) => !route.page);
    const withRouter = staff.filter((route) => route.modules.includes('src/app/router.tsx')).map((route) => route.route);
    expect(withRouter).toEqual(staff.map((route) => route.route));
  });

  it("counts the answer schemas of the areas a route lists, and no other area's (decision 072)", () => {
    const withAreas = manifest({
      '_zod.js': { file: 'assets/zod.js' },
      'src/lib/function-schemas/board-schemas.ts': { file: 'assets/board-schemas.js', isDynamicEntry: true, imports: ['_zod.js'] },
      'src/lib/function-schemas/customers-schemas.ts': { file: 'assets/customers-schemas.js', isDynamicEntry: true, imports: ['_zod.js'] },
    });
    const sizes = { ...SIZES, 'assets/zod.js': 20_000, 'assets/board-schemas.js': 1_000, 'assets/customers-schemas.js': 3_000 };
    const routes = [ROUTES[0], { route: '/repairs', modules: [...ROUTES[1].modules, ...schemas('board')], budgetKb: 250 }];
    const [, repairs] = measure({ manifest: withAreas, routes, sizeOf: sizeOf(sizes) });
    // 244 KB as above, the board's schemas and zod, which they import.
    expect(repairs).toMatchObject({ bytes: 265_000 });
    expect(repairs.files).toEqual(expect.arrayContaining(['assets/board-schemas.js', 'assets/zod.js']));
    expect(repairs.files).not.toContain('assets/customers-schemas.js');
    // An area the build has no chunk for is refused, not measured as nothing.
    expect(() => measure({ manifest: withAreas, routes: [...routes, { route: '/x', modules: schemas('nowhere') }] })).toThrow(
      'src/lib/function-schemas/nowhere-schemas.ts is not in the build',
    );
  });

  it("names only areas lib/call.ts loads, the shell's on every signed-in route, and the board's alone beside them", () => {
    const loaded = [
      ...readFileSync(path.resolve(__dirname, '../src/lib/call.ts'), 'utf8').matchAll(
        /import\('\.\/function-schemas\/([a-z-]+)-schemas'\)/g,
      ),
    ].map(([, area]) => area);
    expect(loaded.sort()).toEqual([...new Set([...Object.values(STAFF_FUNCTION_AREAS), 'sales'])].sort());
    const named = APP_ROUTES.flatMap((route) => route.modules.filter((module) => module.startsWith(SCHEMAS_DIR)));
    for (const module of named) expect(schemas(...loaded)).toContain(module);
    for (const route of APP_ROUTES.filter((entry) => entry.modules.includes('src/app/routes/app/root.tsx'))) {
      expect(route.modules, route.route).toContain(`${SCHEMAS_DIR}shell-schemas.ts`);
    }
    const board = APP_ROUTES.find((route) => route.route === '/repairs');
    expect(board.modules.filter((module) => module.startsWith(SCHEMAS_DIR))).toEqual(schemas('shell', 'board'));
  });
});

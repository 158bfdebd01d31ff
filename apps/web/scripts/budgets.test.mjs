// The size budgets' arithmetic (issue 15 point 3, scripts/budgets.mjs) on a hand-written manifest: what makes CI fail.
import { describe, expect, it } from 'vitest';
import { formatTable, measureRoutes } from './budgets.mjs';

const SIZES = {
  'assets/index.js': 20_000,
  'assets/react.js': 80_000,
  'assets/app.js': 30_000,
  'assets/login.js': 5_000,
  'assets/shell.js': 10_000,
  'assets/repairs.js': 60_000,
  'assets/board.js': 40_000,
  'assets/dialog.js': 500_000,
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
    ...overrides,
  };
}

const ROUTES = [
  { route: '/auth/login', modules: ['src/app/routes/auth/login.tsx'], budgetKb: 150 },
  { route: '/repairs', modules: ['src/app/routes/app/root.tsx', 'src/app/routes/app/repairs.tsx'], budgetKb: 250 },
];

const sizeOf = (sizes) => (file) => sizes[file];

describe('the size budgets', () => {
  it('counts the entry, the app and each route module with their static imports once, and no later chunk', () => {
    const [login, repairs] = measureRoutes({ manifest: manifest(), routes: ROUTES, sizeOf: sizeOf(SIZES) });
    expect(login).toMatchObject({ route: '/auth/login', bytes: 135_000, budgetBytes: 150_000, fits: true });
    expect(login.files).toEqual(['assets/app.js', 'assets/index.js', 'assets/login.js', 'assets/react.js']);
    // 20 + 80 + 30 + 10 + 60 + 40 KB: the dialog, loaded only when opened, is not counted.
    expect(repairs).toMatchObject({ route: '/repairs', bytes: 240_000, fits: true });
    expect(repairs.files).not.toContain('assets/dialog.js');
  });

  it('fails a route bloated past its budget, and names the route and the figure', () => {
    const bloated = { ...SIZES, 'assets/board.js': 51_000 };
    const results = measureRoutes({ manifest: manifest(), routes: ROUTES, sizeOf: sizeOf(bloated) });
    expect(results.map((result) => [result.route, result.fits])).toEqual([
      ['/auth/login', true],
      ['/repairs', false],
    ]);
    expect(formatTable(results)).toMatch(/\/repairs\s+251\.0 KB\s+of\s+250\.0 KB\s+OVER BUDGET/);
  });

  it('counts a chunk the sign-in page imports statically, however it got there', () => {
    const bloatedLogin = manifest({
      'src/app/routes/auth/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_react.js', '_board.js'] },
    });
    const [login] = measureRoutes({ manifest: bloatedLogin, routes: ROUTES, sizeOf: sizeOf(SIZES) });
    expect(login).toMatchObject({ bytes: 175_000, fits: false });
  });

  it('refuses a route whose module the build does not have, rather than measuring nothing', () => {
    const { 'src/app/routes/auth/login.tsx': _login, ...withoutLogin } = manifest();
    expect(() => measureRoutes({ manifest: withoutLogin, routes: ROUTES, sizeOf: sizeOf(SIZES) })).toThrow(
      'src/app/routes/auth/login.tsx is not in the build',
    );
  });

  it('refuses a route module of the build that no route measures', () => {
    const withNewScreen = manifest({ 'src/app/routes/app/invoices.tsx': { file: 'assets/invoices.js', isDynamicEntry: true } });
    expect(() => measureRoutes({ manifest: withNewScreen, routes: ROUTES, sizeOf: sizeOf(SIZES) })).toThrow(
      'No budget measures these route modules: src/app/routes/app/invoices.tsx',
    );
  });
});

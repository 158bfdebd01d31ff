// The route map index.html carries (decision 043, scripts/route-preloads.mjs) on hand-written chunks: what each
// route preloads, and what it must not.
import { describe, expect, it } from 'vitest';
import { preloadMap, routePattern } from './route-preloads.mjs';

/** Entry → react; app (after the config) → react; login; shell; repairs → board → react; the board's texts in two languages. */
const CHUNKS = [
  { fileName: 'assets/index.js', moduleKey: 'src/main.tsx', imports: ['assets/react.js'], css: ['assets/index.css'], isEntry: true },
  { fileName: 'assets/react.js', moduleKey: null, imports: [], isEntry: false },
  { fileName: 'assets/app.js', moduleKey: 'src/app/app.tsx', imports: ['assets/index.js', 'assets/react.js'], isEntry: false },
  { fileName: 'assets/login.js', moduleKey: 'src/app/routes/auth/login.tsx', imports: ['assets/react.js'], isEntry: false },
  { fileName: 'assets/shell.js', moduleKey: 'src/app/routes/app/root.tsx', imports: ['assets/react.js'], isEntry: false },
  { fileName: 'assets/repairs.js', moduleKey: 'src/app/routes/app/repairs.tsx', imports: ['assets/board.js'], isEntry: false },
  { fileName: 'assets/board.js', moduleKey: null, imports: ['assets/react.js'], css: ['assets/board.css'], isEntry: false },
  { fileName: 'assets/repairs.es.js', moduleKey: 'src/locales/repairs.es.json', imports: [], isEntry: false },
  { fileName: 'assets/repairs.pt.js', moduleKey: 'src/locales/repairs.pt.json', imports: [], isEntry: false },
];

const ROUTES = [
  { route: '/auth/login', modules: ['src/app/routes/auth/login.tsx'] },
  { route: '/repairs/:id', modules: ['src/app/routes/app/root.tsx', 'src/app/routes/app/repairs.tsx'] },
  { route: '404', modules: ['src/app/routes/auth/login.tsx'] },
];
const TEXTS = { 'src/app/routes/app/repairs.tsx': ['repairs'] };

const map = (chunks = CHUNKS) =>
  preloadMap({ chunks, routes: ROUTES, always: ['index.html', 'src/app/app.tsx'], routeTexts: TEXTS, languages: ['es', 'pt'] });
const namesOf = (result, indexes) => indexes.map((index) => result.files[index]);

describe('the route map of index.html', () => {
  it('preloads the app and each route with its static imports, never what the page already asks for', () => {
    const result = map();
    const [login, repair] = result.routes;
    expect(login[0]).toBe('^/auth/login/?$');
    expect(namesOf(result, login[1])).toEqual(['app', 'login']);
    // The board's style sheet with its code; the page's own (index.css) is already asked for.
    expect(namesOf(result, repair[1])).toEqual(['app', 'board.css', 'board', 'repairs', 'shell']);
    expect(result.files).not.toContain('index');
    expect(result.files).not.toContain('index.css');
    expect(result.files).not.toContain('react');
  });

  it('gives each route its texts per language, and none to a route that fetches none', () => {
    const result = map();
    const [login, repair] = result.routes;
    expect(login[2]).toEqual({ es: [], pt: [] });
    expect(namesOf(result, repair[2].es)).toEqual(['repairs.es']);
    expect(namesOf(result, repair[2].pt)).toEqual(['repairs.pt']);
  });

  it('names each file once, and leaves out what is no address (404)', () => {
    const result = map();
    expect(new Set(result.files).size).toBe(result.files.length);
    expect(result.routes).toHaveLength(2);
  });

  it('fails the build when a route names a module no chunk holds, or a file boot.js could not name', () => {
    expect(() => map(CHUNKS.filter((chunk) => chunk.moduleKey !== 'src/app/routes/app/root.tsx'))).toThrow(/root\.tsx is in no chunk/);
    const elsewhere = CHUNKS.map((chunk) => (chunk.fileName === 'assets/board.js' ? { ...chunk, fileName: 'chunks/board.js' } : chunk));
    elsewhere.find((chunk) => chunk.moduleKey === 'src/app/routes/app/repairs.tsx').imports = ['chunks/board.js'];
    expect(() => map(elsewhere)).toThrow(/chunks\/board\.js is not a script or style sheet of assets/);
  });
});

describe('routePattern', () => {
  it('matches one segment for a parameter, the rest for a star, with or without a final slash', () => {
    const matches = (route, address) => new RegExp(routePattern(route)).test(address);
    expect(matches('/repairs/:id', '/repairs/r-1')).toBe(true);
    expect(matches('/repairs/:id', '/repairs/r-1/')).toBe(true);
    expect(matches('/repairs/:id', '/repairs/r-1/tag')).toBe(false);
    expect(matches('/repairs', '/repairs-old')).toBe(false);
    expect(matches('/law/*', '/law/privacidad')).toBe(true);
    expect(matches('/law/*', '/law/')).toBe(false);
    expect(routePattern('404')).toBeNull();
  });

  it("leaves out a page of its own, and counts only this page's entry as already asked for (decision 052)", () => {
    const otherEntry = {
      fileName: 'assets/repair-link.js',
      moduleKey: 'src/public/repair-link/main.tsx',
      imports: ['assets/board.js'],
      isEntry: false,
    };
    const result = preloadMap({
      // The repairs chunk as CHUNKS first wrote it (a test above moves its board elsewhere).
      chunks: [
        ...CHUNKS.map((chunk) => (chunk.fileName === 'assets/repairs.js' ? { ...chunk, imports: ['assets/board.js'] } : chunk)),
        otherEntry,
      ],
      routes: [...ROUTES, { route: '/r/:token', page: 'repair-link.html', modules: [] }],
      always: ['index.html', 'src/app/app.tsx'],
      routeTexts: TEXTS,
      languages: ['es', 'pt'],
    });
    expect(result.routes.map(([pattern]) => pattern)).toEqual(['^/auth/login/?$', '^/repairs/[^/]+/?$']);
    // The board is the other page's import, not this one's: the repairs route still preloads it.
    expect(namesOf(result, result.routes[1][1])).toContain('board');
  });
});

describe("the answers' schemas in the route map (decision 072)", () => {
  it("preloads the schemas of the areas a route lists, with what they import, and no other area's", () => {
    const schemaChunks = [
      { fileName: 'assets/zod.js', moduleKey: null, imports: [], isEntry: false },
      {
        fileName: 'assets/shell-schemas.js',
        moduleKey: 'src/lib/function-schemas/shell-schemas.ts',
        imports: ['assets/zod.js'],
        isEntry: false,
      },
      {
        fileName: 'assets/board-schemas.js',
        moduleKey: 'src/lib/function-schemas/board-schemas.ts',
        imports: ['assets/zod.js'],
        isEntry: false,
      },
      {
        fileName: 'assets/sales-schemas.js',
        moduleKey: 'src/lib/function-schemas/sales-schemas.ts',
        imports: ['assets/zod.js'],
        isEntry: false,
      },
    ];
    const result = preloadMap({
      chunks: [...CHUNKS, ...schemaChunks],
      routes: [
        {
          route: '/repairs',
          modules: [
            'src/app/routes/app/root.tsx',
            'src/lib/function-schemas/shell-schemas.ts',
            'src/lib/function-schemas/board-schemas.ts',
          ],
        },
        { route: '/auth/login', modules: ['src/app/routes/auth/login.tsx'] },
      ],
      always: ['index.html', 'src/app/app.tsx'],
      routeTexts: TEXTS,
      languages: ['es', 'pt'],
    });
    const [board, login] = result.routes;
    expect(namesOf(result, board[1])).toEqual(['app', 'board-schemas', 'shell-schemas', 'shell', 'zod']);
    expect(namesOf(result, login[1])).toEqual(['app', 'login']);
    expect(result.files).not.toContain('sales-schemas');
  });
});

// The compressed JavaScript each route needs on its first load, against its budget (docs/product.md §26.2).
// `npm run budgets --workspace apps/web` builds the app if its sources changed (scripts/lib.mjs) and measures
// dist/ through Vite's manifest; `npm test` runs it after building. It fails naming the route and its figure.
//
// What a route needs: the entry chunk (main.tsx), the app it loads at once once the config is read (app.tsx),
// the route modules the route renders (app/route-modules.ts; the signed-in shell for the app's screens) and
// what a screen loads as soon as it renders (the booking calendar, the dashboard's charts), each with its
// static imports, transitively, and the texts the route's modules fetch with them in Spanish (app/route-texts.json,
// each namespace a file of its own: src/locales/<namespace>.es.json). Chunks only prefetched or loaded later (other
// screens, dialogs) are not counted.
// Each chunk counts at the size the browser downloads: its .br file, else its .gz file, else the file itself
// (the build skips a compressed form that would be no smaller). KB means 1000 bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import routeTexts from '../src/app/route-texts.json' with { type: 'json' };

export const KB = 1000;

/** docs/product.md §26.2's budgets, in KB of compressed JavaScript. */
export const BUDGETS_KB = { login: 150, customerPages: 80, repairs: 250, other: 300 };

/**
 * A ratchet for the routes still over their budget: until a route fits, CI holds it to its last figure, rounded
 * up with at least 0.3 KB to spare (2026-11-25, lowered again once the onboarding's, the subscription's and the sign-in pages' texts left the
 * first download and the shell stopped fetching the billing texts: decision 039's addendum; raised on 2026-11-27 by what the live
 * news, messages and repair link (decisions 050–052) add to every signed-in screen: its second addendum; by the chunks the booking page
 * (decision 053) shares: its third;
 * on 2026-11-28 by the staff functions' two new schemas and the online booking's contact on the repair page, decision 058: its fourth;
 * and the same day by the first day's fixes (dates on the workshop's clock, declined lines, the links' warning): its fifth;
 * on 2026-11-29 by the charging screens' four routes in the app's route table and navigation, after the sales
 * functions' schemas left the first call's chunk, decision 065: its sixth; and the same day by the charging screens'
 * payments, till, corrections and records, split into a chunk per screen: its seventh; and the same day by React
 * Router in a chunk of its own, which the customers' pages no longer load (0.8 KB more on each staff route); then lowered
 * by decision 068's cuts: zod and @mantine/form out of the sign-in page, Mantine's core in one chunk;
 * the sign-in page's deleted once it fitted, drawn without the router, and three lowered with React Router's production
 * build: decision 068's addendum; five raised by 1 KB, where the 0.5 KB of the chunks of their own that the modules the
 * sign-in page shares with the staff app took, once the page was rendered on the server, left less than 0.3 KB to spare:
 * decision 070; all nine lowered once the answers' schemas loaded per area, each route counting the areas its first load
 * calls: decision 072; the board's and two sales screens' deleted, and the rest lowered, once the menus and selects
 * arrived after the first paint: decision 073, which also counts the repair page's sales schemas; the dashboard's deleted once
 * its charts were drawn from d3's scales and shapes instead of recharts: decision 074; raised, and the board's and
 * two sales screens' set again, by the offline app of decisions 076 and 077: every signed-in route's first load now
 * carries the service worker's registration and update notice, the start without a connection, the queue indicator's
 * place and the changes drawn on top of the data (about 3 KB, the repair page 6.6 KB with the domain's rules it
 * applies on the device): the board is 2.5 KB over its budget, a debt docs/product.md §26.2 records), so it may
 * shrink but not grow; the repair page's raised on 2026-11-30 by the recommendations' line action and the answer schemas
 * of the bike's recommendations its panel asks for (docs/product.md §31.1), decision 078, and lowered the same day, the
 * board's kept, once the repair link's texts left the repairs texts for a file of their own, fetched with its panel,
 * and again once the customer's page's schemas left the staff's messaging schemas (packages/domain/src/messaging/public-repair.ts);
 * the board's and the repair page's raised the same day by the parts on order (docs/product.md §31.2): the Pedidos view's
 * route, menu link and texts' file in every signed-in screen's router and start (0.27 KB, most of it the list of files the
 * route preloads), the board card's "Esperando piezas", and the repair page's section, loaded after the page draws, whose
 * own list of files to preload the page carries (0.45 KB in all on the repair page); the customers list's deleted the same
 * day once the customers' three screens became chunks of their own (the list fits its budget), and a customer's page and a
 * bike's page, until then loaded and counted with the list, held to their own first figures, the bike's with its history
 * (docs/product.md §31.3); and the catalogue's raised from 337 to 337.3 by the same Pedidos route and the customers'
 * screens' own preload lists in every signed-in screen's router (it carries no parts or history code of its own).
 * 2026-11-30, one account in several workshops (docs/product.md §32.1): every signed-in route's account answer carries the
 * account's memberships (their schema in the shell's schemas) and the header the gate of the workshop switcher, whose code
 * and texts (a namespace of their own) load only for an account in several workshops: 0.2 to 0.4 KB on each route; the
 * ceilings over budget raised by that, to 0.3 KB above their figure. The same day, the chains (docs/product.md §32): two
 * routes, /chain and /transfers, in every signed-in router and start (their preload lists, menu links, icons and texts'
 * files: 0.5 to 0.6 KB on each route); the catalogue's "Publicar en la cadena" and its fixed prices (the catalogue's
 * items say what they were published from, its texts the lock: 0.7 KB more on /services, the dialog itself loading only
 * for a chain's administrator); the profile's chain section, whose schemas (the chains area, without the chain view's)
 * /profile now lists (0.6 KB more): every ceiling over budget raised to 0.3 KB above its figure. Later that day, the
 * chain's read mode, shared customers and one subscription (docs/product.md §32.2, §32.5, §32.6): the shell's gate of the
 * "Modo lectura" notice (its code and texts load only in read mode) and the claims' chainAdmin role; the account's
 * chainSharesCustomers and the customer pages' gate of the chain's section (loaded only while the chain shares); the
 * billing details' paidByChain; and the repair, customer and calendar screens hiding what writes in read mode: 0.1 to
 * 0.8 KB on each route, the ceilings over budget raised to 0.3 KB above their figure.
 * Lower a ceiling as its route shrinks; delete it once the route fits its budget.
 */
export const CEILINGS_KB = {
  '/repairs': 253.5,
  // Decision 073 counts the sales functions' schemas the payments panel fetches (they were left out before).
  '/repairs/:id': 365.1,
  '/customers/:uid': 319.3,
  '/customers/:uid/bikes/:bikeId': 325.6,
  '/booking': 396.1,
  '/services': 339.5,
  '/profile': 307.6,
  '/sales/new': 305.1,
  '/sales/:id': 303.7,
};

/** The texts each route module fetches with its code (lib/i18n.ts), by the module's source path. */
export const ROUTE_TEXTS = routeTexts;

/** The language whose texts are measured (the default one; Portuguese files are the same size within a few bytes). */
const MEASURED_LANGUAGE = 'es';

/** Loaded on every route before its screen renders. */
export const ALWAYS = ['index.html', 'src/app/app.tsx'];

/** The router, with the guard and the route table: every route of the staff app loads it at once. */
const ROUTER = 'src/app/router.tsx';

/** Where lib/call.ts's answer schemas live: one module, and one chunk, per area of the functions (decision 072). */
export const SCHEMAS_DIR = 'src/lib/function-schemas/';

/**
 * The answer schemas of the areas a route's first load calls (packages/domain/src/function-areas.ts names each
 * function's area): lib/call.ts loads an area's with its first call of one of its functions (decisions 041, 072), the
 * sales functions' with the first sales call (decision 065). e2e/tests/route-splitting.spec.ts fails when a route's
 * first load fetches an area its entry does not list.
 */
export function schemas(...areas) {
  return areas.map((area) => `${SCHEMAS_DIR}${area}-schemas.ts`);
}

/**
 * The signed-in layout, with the router it renders in and the shell's schemas: every screen in it asks for the
 * account (the session's) and the bell's notifications as it starts.
 */
const SHELL = [ROUTER, 'src/app/routes/app/root.tsx', ...schemas('shell')];

/** Each route (as the user types it) and the modules it renders, by source path as in the manifest. */
export const ROUTES = [
  // Decision 070: the sign-in page is a page of its own rendered on the server, like the customers' pages: its entry
  // and the page code the entry fetches after the first paint. Its reset-password mode is the staff app's.
  { route: '/auth/login', page: 'sign-in.html', modules: ['src/public/sign-in/page.tsx'], budgetKb: BUDGETS_KB.login },
  { route: '/auth/login?mode=resetPassword', modules: [ROUTER, 'src/app/routes/auth/login.tsx'] },
  { route: '/auth/register', modules: [ROUTER, 'src/app/routes/auth/register.tsx'] },
  // The invitation's preview. An invitee already signed in also asks for the account (the shell's area), which is
  // not counted: preloaded, it went unused for the visitor not signed in, whom the invitation's link brings
  // (e2e/tests/start-up.spec.ts).
  { route: '/join', modules: [ROUTER, 'src/app/routes/auth/join.tsx', ...schemas('account')] },
  // The account, and the invitation pending for it.
  { route: '/account/onboarding', modules: [ROUTER, 'src/app/routes/account/onboarding.tsx', ...schemas('shell', 'account')] },
  // The list, the mechanics and, for a member linked to one, the running timer; the shell clears the board's news.
  { route: '/repairs', modules: [...SHELL, ...schemas('board'), 'src/app/routes/app/repairs.tsx'], budgetKb: BUDGETS_KB.repairs },
  // The repair, its photos and history; the mechanics and the timer; the services its lines may add; the messages'
  // settings and the repair link; for an admin or a manager, the payments panel's payments and tax settings, which
  // fetch the sales functions' schemas once the repair is in (decision 073 counts them: 3.8 KB with the sales modules
  // they share); and for a repair of a workshop bike, the bike's open recommendations (docs/product.md §31.1), whose panel
  // asks for them once drawn.
  {
    route: '/repairs/:id',
    modules: [
      ...SHELL,
      ...schemas('repairs', 'board', 'catalogue', 'messaging', 'sales', 'recommendations'),
      'src/app/routes/app/repair.tsx',
    ],
  },
  { route: '/repairs/:id/tag', modules: [...SHELL, ...schemas('repairs'), 'src/app/routes/app/repair-tag.tsx'] },
  { route: '/legacy-repairs/:id', modules: [...SHELL, ...schemas('repairs', 'board'), 'src/app/routes/app/legacy-repair.tsx'] },
  {
    route: '/dashboard',
    modules: [...SHELL, ...schemas('dashboard'), 'src/app/routes/app/dashboard.tsx', 'src/features/dashboard/components/charts/charts.tsx'],
  },
  // The customers' list with its alerts, a customer's page, and a bike's page with its suspension units, each route with
  // the screen it loads at once (features/customers/index.ts: each screen is a chunk of its own).
  ...[
    ['/customers', 'customers-screen.tsx', ['alerts']],
    ['/customers/:uid', 'customer-page.tsx', []],
    ['/customers/:uid/bikes/:bikeId', 'bike-page.tsx', ['suspensions']],
  ].map(([route, screen, areas]) => ({
    route,
    modules: [
      ...SHELL,
      ...schemas('customers', ...areas),
      'src/app/routes/app/customers.tsx',
      `src/features/customers/components/${screen}`,
    ],
  })),
  {
    route: '/booking',
    modules: [...SHELL, ...schemas('bookings'), 'src/app/routes/app/booking.tsx', 'src/features/bookings/components/booking-calendar.tsx'],
  },
  { route: '/services', modules: [...SHELL, ...schemas('catalogue'), 'src/app/routes/app/services.tsx'] },
  // docs/product.md §32.4: the transfers in and out; the form loads the catalogue's stock items when it opens.
  { route: '/transfers', modules: [...SHELL, ...schemas('transfers'), 'src/app/routes/app/transfers.tsx'] },
  // docs/product.md §31.2: the Pedidos view, the parts by state and the customers to call.
  { route: '/parts', modules: [...SHELL, ...schemas('parts'), 'src/app/routes/app/parts.tsx'] },
  // docs/product.md §32.2: the chain's view, its figures per workshop and its repairs.
  // The chain's subscription section (docs/product.md §32.6) loads after the view draws and calls its own area.
  { route: '/chain', modules: [...SHELL, ...schemas('chain-view', 'chain-subscription'), 'src/app/routes/app/chain.tsx'] },
  { route: '/subscription', modules: [...SHELL, ...schemas('subscription'), 'src/app/routes/app/subscription.tsx'] },
  // The team, the mechanics, the messages, the online booking's settings and the services it offers (an admin's cards).
  {
    route: '/profile',
    modules: [...SHELL, ...schemas('account', 'board', 'messaging', 'bookings', 'catalogue', 'chains'), 'src/app/routes/app/profile.tsx'],
  },
  // docs/product.md §29: the sales documents, the charge screen, the tax settings, the till and one document, each
  // route with the screen it loads at once (features/sales/index.ts: each screen is a chunk of its own).
  ...[
    ['/sales', 'sales-documents.tsx', 'documents-screen.tsx', []],
    // The charge screen offers the catalogue's services.
    ['/sales/new', 'sales-charge.tsx', 'charge-screen.tsx', ['catalogue']],
    ['/sales/settings', 'sales-settings.tsx', 'tax-settings-screen.tsx', []],
    ['/sales/till', 'sales-till.tsx', 'till-screen.tsx', []],
    ['/sales/:id', 'sales-document.tsx', 'document-screen.tsx', []],
  ].map(([route, routeFile, screen, areas]) => ({
    route,
    modules: [...SHELL, ...schemas('sales', ...areas), `src/app/routes/app/${routeFile}`, `src/features/sales/components/${screen}`],
  })),
  { route: '/law/*', modules: [ROUTER, 'src/features/legal/index.ts'] },
  { route: '404', modules: [ROUTER, 'src/app/routes/not-found.tsx'] },
  // Decisions 052 and 067: the customer's repair link, a page of its own opened on a phone and rendered on the server,
  // held to the customers' pages' budget; it loads its entry (`page` instead of the staff app's ALWAYS) and the page
  // code the entry fetches after the first paint.
  { route: '/r/:token', page: 'repair-link.html', modules: ['src/public/repair-link/page.tsx'], budgetKb: BUDGETS_KB.customerPages },
  // Decisions 053 and 067: the workshop's booking page, a page of its own too, opened on a phone: the same budget.
  { route: '/book/:slug', page: 'book.html', modules: ['src/public/booking/page.tsx'], budgetKb: BUDGETS_KB.customerPages },
];

/** Where the route modules live: each one the build splits off must be measured by some route. */
const ROUTE_MODULE_PREFIX = 'src/app/routes/';

/** How many of a failing route's files its failure names, biggest first: where to look for what grew. */
const BIGGEST_SHOWN = 5;

/** The output files (JavaScript only) `key` needs at once: its own chunk and its static imports, transitively. */
function staticClosure(manifest, key, files, seen = new Set()) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: the route would be measured without it.`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files, seen);
}

/**
 * The compressed JavaScript each route needs, and whether it fits its budget. Pure: `sizeOf(file)` gives a
 * file's downloaded size. Throws when a route names a module the manifest lacks, or when a route module of
 * the build is measured by no route, so a renamed screen can never pass by measuring nothing.
 */
export function measureRoutes({
  manifest,
  routes = ROUTES,
  always = ALWAYS,
  routeTexts = ROUTE_TEXTS,
  ceilings = CEILINGS_KB,
  sizeOf,
  otherBudgetKb = BUDGETS_KB.other,
}) {
  const measured = new Set(routes.flatMap((route) => route.modules));
  const unmeasured = Object.keys(manifest).filter(
    (key) => key.startsWith(ROUTE_MODULE_PREFIX) && manifest[key].isDynamicEntry && !measured.has(key),
  );
  if (unmeasured.length > 0) throw new Error(`No budget measures these route modules: ${unmeasured.join(', ')}. Add them to ROUTES.`);

  return routes.map(({ route, modules, page, budgetKb = otherBudgetKb }) => {
    const files = new Set();
    const texts = modules.flatMap((module) => {
      // A route module (app/route-modules.ts) must say what it fetches; a module a screen loads once rendered
      // (the dashboard's charts) fetches nothing of its own.
      if (!routeTexts[module] && module.startsWith(ROUTE_MODULE_PREFIX))
        throw new Error(`${module} has no entry in app/route-texts.json: its texts would go unmeasured.`);
      return (routeTexts[module] ?? []).map((namespace) => `src/locales/${namespace}.${MEASURED_LANGUAGE}.json`);
    });
    for (const key of [...(page ? [page] : always), ...modules, ...texts]) staticClosure(manifest, key, files);
    const sizes = [...files].map((file) => ({ file, bytes: sizeOf(file) }));
    const bytes = sizes.reduce((sum, { bytes: size }) => sum + size, 0);
    const ceilingBytes = ceilings[route] === undefined ? undefined : ceilings[route] * KB;
    const fits = bytes <= budgetKb * KB;
    // Passes when it fits its budget, or, while it has a ceiling, when it has not grown past it.
    const passes = fits || (ceilingBytes !== undefined && bytes <= ceilingBytes);
    const biggest = sizes.sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file)).slice(0, BIGGEST_SHOWN);
    return { route, bytes, budgetBytes: budgetKb * KB, ceilingBytes, fits, passes, files: [...files].sort(), biggest };
  });
}

/** The size the browser downloads: brotli, else gzip, else the file as it is. */
export function compressedSizeIn(distDir) {
  return (file) => {
    for (const candidate of [`${file}.br`, `${file}.gz`, file]) {
      const full = path.join(distDir, candidate);
      if (existsSync(full)) return statSync(full).size;
    }
    throw new Error(`${file} is in the manifest but not in ${distDir}.`);
  };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/** One line per route: the figure, the budget, the ceiling of a route still over it, and the verdict. */
export function formatTable(results) {
  const width = Math.max(...results.map((result) => result.route.length));
  const verdict = (result) =>
    result.fits ? 'ok' : result.passes ? `OVER BUDGET (within its ceiling of ${kb(result.ceilingBytes)} KB)` : 'OVER BUDGET';
  const lines = results.map(
    (result) =>
      `${result.route.padEnd(width)}  ${kb(result.bytes).padStart(6)} KB  of ${kb(result.budgetBytes).padStart(5)} KB  ${verdict(result)}`,
  );
  return [`${'route'.padEnd(width)}  compressed JavaScript on first load`, ...lines].join('\n');
}

/**
 * Why a route fails: its figure against its budget (or the ceiling it grew past) and its biggest files with their
 * sizes, each named by its chunk (the file without its hash), so the line says where the weight is.
 */
export function formatFailure(result) {
  const figure = `${result.route} needs ${kb(result.bytes)} KB of compressed JavaScript`;
  const verdict =
    result.ceilingBytes === undefined
      ? `Budget exceeded: ${figure}, its budget is ${kb(result.budgetBytes)} KB`
      : `Grown past its ceiling: ${figure}, its ceiling is ${kb(result.ceilingBytes)} KB (its budget ${kb(result.budgetBytes)} KB)`;
  const biggest = result.biggest.map(({ file, bytes }) => `${chunkName(file)} ${kb(bytes)} KB`).join(', ');
  return `${verdict}. Its ${result.biggest.length} biggest files: ${biggest}.`;
}

/** `assets/react-CELlnBRq.js` → `react`: the chunk's name, which stays across builds while its hash changes. */
function chunkName(file) {
  return path.basename(file).replace(/(-[\w-]{8})?\.js$/, '');
}

async function main() {
  const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.join(webDir, 'dist');
  if (!process.argv.includes('--no-build')) {
    const { ensureWebBuilt } = await import('../../../scripts/lib.mjs');
    ensureWebBuilt();
  }
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`${manifestFile} is missing: build the web app (npm run build --workspace apps/web) with build.manifest on.`);
    process.exit(1);
  }
  const results = measureRoutes({ manifest: JSON.parse(readFileSync(manifestFile, 'utf8')), sizeOf: compressedSizeIn(distDir) });
  console.info(formatTable(results));
  const failing = results.filter((result) => !result.passes);
  for (const result of failing) console.error(formatFailure(result));
  const over = results.filter((result) => !result.fits).length;
  if (over > 0) console.info(`${over} routes are still over their budget (docs/product.md §26.2), held to their ceilings.`);
  process.exit(failing.length === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

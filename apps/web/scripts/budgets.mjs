// Issue 15 point 3: the compressed JavaScript each route needs on its first load, against its budget.
// `npm run budgets --workspace apps/web` builds the app if its sources changed (scripts/lib.mjs) and measures
// dist/ through Vite's manifest; `npm test` runs it after building. It fails naming the route and its figure.
//
// What a route needs: the entry chunk (main.tsx), the app it loads at once once the config is read (app.tsx),
// the route modules the route renders (app/route-modules.ts; the signed-in shell for the app's screens) and
// what a screen loads as soon as it renders (the booking calendar, the dashboard's charts), each with its
// static imports, transitively. Chunks only prefetched or loaded later (other screens, dialogs) are not counted.
// Each chunk counts at the size the browser downloads: its .br file, else its .gz file, else the file itself
// (the build does not compress files under 1 KiB). KB means 1000 bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const KB = 1000;

/** The budgets, in KB of compressed JavaScript. */
export const BUDGETS_KB = { login: 150, repairs: 250, other: 300 };

/** Loaded on every route before the router renders anything. */
export const ALWAYS = ['index.html', 'src/app/app.tsx'];

const SHELL = 'src/app/routes/app/root.tsx';

/** Each route (as the user types it) and the modules it renders, by source path as in the manifest. */
export const ROUTES = [
  { route: '/auth/login', modules: ['src/app/routes/auth/login.tsx'], budgetKb: BUDGETS_KB.login },
  { route: '/auth/register', modules: ['src/app/routes/auth/register.tsx'] },
  { route: '/account/onboarding', modules: ['src/app/routes/account/onboarding.tsx'] },
  { route: '/repairs', modules: [SHELL, 'src/app/routes/app/repairs.tsx'], budgetKb: BUDGETS_KB.repairs },
  { route: '/repairs/:id', modules: [SHELL, 'src/app/routes/app/repair.tsx'] },
  { route: '/legacy-repairs/:id', modules: [SHELL, 'src/app/routes/app/legacy-repair.tsx'] },
  { route: '/dashboard', modules: [SHELL, 'src/app/routes/app/dashboard.tsx', 'src/features/dashboard/components/charts/charts.tsx'] },
  { route: '/customers', modules: [SHELL, 'src/app/routes/app/customers.tsx'] },
  { route: '/booking', modules: [SHELL, 'src/app/routes/app/booking.tsx', 'src/features/bookings/components/booking-calendar.tsx'] },
  { route: '/services', modules: [SHELL, 'src/app/routes/app/services.tsx'] },
  { route: '/subscription', modules: [SHELL, 'src/app/routes/app/subscription.tsx'] },
  { route: '/profile', modules: [SHELL, 'src/app/routes/app/profile.tsx'] },
  { route: '/law/*', modules: ['src/features/legal/index.ts'] },
  { route: '404', modules: ['src/app/routes/not-found.tsx'] },
];

/** Where the route modules live: each one the build splits off must be measured by some route. */
const ROUTE_MODULE_PREFIX = 'src/app/routes/';

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
export function measureRoutes({ manifest, routes = ROUTES, always = ALWAYS, sizeOf, otherBudgetKb = BUDGETS_KB.other }) {
  const measured = new Set(routes.flatMap((route) => route.modules));
  const unmeasured = Object.keys(manifest).filter(
    (key) => key.startsWith(ROUTE_MODULE_PREFIX) && manifest[key].isDynamicEntry && !measured.has(key),
  );
  if (unmeasured.length > 0) throw new Error(`No budget measures these route modules: ${unmeasured.join(', ')}. Add them to ROUTES.`);

  return routes.map(({ route, modules, budgetKb = otherBudgetKb }) => {
    const files = new Set();
    for (const key of [...always, ...modules]) staticClosure(manifest, key, files);
    const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, bytes, budgetBytes: budgetKb * KB, fits: bytes <= budgetKb * KB, files: [...files].sort() };
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

/** One line per route: the figure, the budget, and the verdict. */
export function formatTable(results) {
  const width = Math.max(...results.map((result) => result.route.length));
  const lines = results.map(
    (result) =>
      `${result.route.padEnd(width)}  ${kb(result.bytes).padStart(6)} KB  of ${kb(result.budgetBytes).padStart(5)} KB  ${result.fits ? 'ok' : 'OVER BUDGET'}`,
  );
  return [`${'route'.padEnd(width)}  compressed JavaScript on first load`, ...lines].join('\n');
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
  const over = results.filter((result) => !result.fits);
  for (const result of over)
    console.error(
      `Budget exceeded: ${result.route} needs ${kb(result.bytes)} KB of compressed JavaScript, its budget is ${kb(result.budgetBytes)} KB.`,
    );
  process.exit(over.length === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

// Shared steps of `npm start` and `npm test`. Only Node's own modules here: these run before the
// dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = ['packages/domain', 'apps/server', 'apps/web', 'e2e'];
const MIN_NODE = [20, 19];

export function log(message) {
  console.info(`[rueda] ${message}`);
}

export function fail(message) {
  console.error(`\n[rueda] ${message}\n`);
  process.exit(1);
}

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** Chromium without the browser around it (Debian's chromium-headless-shell): the same Blink and V8. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The Chromium CHROMIUM_PATH names (which must exist), else one installed on the system, else undefined. */
export function installedChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) fail(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
    return process.env.CHROMIUM_PATH;
  }
  return SYSTEM_CHROMIUMS.find((candidate) => existsSync(candidate));
}

/**
 * The Chromium the journeys drive: CHROMIUM_PATH, else the headless shell when installed (the journeys took
 * a sixth less time in it than in the whole browser: decision 061), else installedChromium().
 */
export function journeysChromium() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return installedChromium();
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    fail(
      `Rueda needs Node.js ${MIN_NODE.join('.')} or newer; this is ${process.versions.node}. Install a newer Node.js and run the command again.`,
    );
  }
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(existsSync(file) ? readFileSync(file) : '');
  }
  return hash.digest('hex');
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else out.push(full);
  }
  return out.sort();
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/** Installs the dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const manifests = [
    path.join(ROOT, 'package.json'),
    path.join(ROOT, 'package-lock.json'),
    ...WORKSPACES.map((ws) => path.join(ROOT, ws, 'package.json')),
  ];
  const stampFile = path.join(ROOT, 'node_modules', '.rueda-install-stamp');
  const wanted = hashFiles(manifests);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  log('Installing dependencies (npm install)…');
  const status = run('npm', ['install', '--no-audit', '--no-fund'], { shell: process.platform === 'win32' });
  if (status !== 0)
    fail('npm install failed; the lines above say why. Check that the npm registry is reachable and run the command again.');
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, wanted);
}

/** Builds the web app when its sources changed since the last build. */
export function ensureWebBuilt() {
  const webDir = path.join(ROOT, 'apps', 'web');
  const sources = [
    ...listFiles(path.join(webDir, 'src')),
    ...listFiles(path.join(webDir, 'public')),
    ...listFiles(path.join(ROOT, 'packages', 'domain', 'src')),
    // The build's own scripts: the route preloads it writes into index.html come from the budgets' route list.
    ...listFiles(path.join(webDir, 'scripts')),
    // The built pages' templates: the app's, the customers' pages' (decision 067) and the sign-in page's (decision 070).
    ...['index.html', 'repair-link.html', 'book.html', 'sign-in.html'].map((page) => path.join(webDir, page)),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'package.json'),
  ].filter((file) => !/\.test\.(ts|tsx|mjs)$/.test(file));
  const stampFile = path.join(webDir, 'dist', '.build-stamp');
  const wanted = hashFiles(sources);
  // docs/decisions/067: the customers' pages' render module, built into dist/server/ by the same `npm run build`.
  const built = ['index.html', 'sign-in.html', path.join('server', 'render.js')].every((file) =>
    existsSync(path.join(webDir, 'dist', file)),
  );
  if (built && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted) return;
  log('Building the web app…');
  const status = run('npm', ['run', 'build', '--workspace', 'apps/web']);
  if (status !== 0) fail('The web app did not build; the lines above say why.');
  writeFileSync(stampFile, wanted);
}

/**
 * Bundles the server's entry points named (apps/server/scripts/build.mjs) before they run, every time: it
 * takes about 0.2 s, and Node starts the bundle in half the time tsx took to compile the sources
 * (decision 062). Imported only here, after ensureInstalled(): esbuild comes with the dependencies.
 * Answers each entry's bundle; a source that does not build ends the command after esbuild's message.
 */
export async function buildServer(names) {
  const { buildServer: build } = await import('../apps/server/scripts/build.mjs');
  try {
    return await build(names);
  } catch (error) {
    if (!error?.errors) console.error(error);
    fail('The server did not build: fix what esbuild names above and run the command again.');
  }
}

/**
 * The server's entry `name` (apps/server/scripts/build.mjs) built and started as a child process, with
 * `args`; it is run by Node itself, with source maps so that stack traces name the .ts files. Passes
 * on `signals` to it: a child started by a process of its own (npm, an IDE) does not hear the terminal.
 */
export async function startServerProcess(name, args = [], { signals = ['SIGINT', 'SIGTERM'], signalExitCode = 130 } = {}) {
  const [bundle] = await buildServer([name]);
  const child = spawn(process.execPath, ['--enable-source-maps', bundle, ...args], { cwd: ROOT, stdio: 'inherit' });
  for (const signal of signals) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? signalExitCode : 1)));
  return child;
}

/**
 * Starts the server (its bundle, built first) as a child process and passes SIGINT/SIGTERM on to it. Node
 * runs it itself rather than through a launcher that kills a child which does not confirm a signal
 * within 30 ms, as tsx's command did (decision 001): a busy server killed that way leaves its
 * PostgreSQL running.
 */
export function startServer() {
  return startServerProcess('main', [], { signalExitCode: 0 });
}

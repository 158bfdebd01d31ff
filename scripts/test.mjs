// `npm test`: install what is missing, find (or get) a Chromium, build the web app, then run every
// suite: the scripts, domain, server (real PostgreSQL), web components, and the Playwright journeys.
// `npm test -- server web` runs only the named suites.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNode, ensureInstalled, ensureWebBuilt, fail, journeysChromium, log, ROOT, run } from './lib.mjs';

const SUITES = [
  // The project's own scripts (the dependency audit's verdict, say).
  { name: 'scripts', kind: 'vitest', dir: 'scripts' },
  { name: 'domain', kind: 'vitest', dir: 'packages/domain' },
  { name: 'server', kind: 'vitest', dir: 'apps/server' },
  { name: 'web', kind: 'vitest', dir: 'apps/web' },
  { name: 'e2e', kind: 'playwright', dir: 'e2e' },
];

const DOWNLOAD_TIMEOUT_MS = 180_000;

/**
 * docs/product.md §26.2: the compressed JavaScript each route needs, measured on the build the journeys use
 * (apps/web/scripts/budgets.mjs prints the table). A route over its budget fails the run, except that the
 * routes not yet within their budgets are held to a ceiling at today's figure (CEILINGS_KB there), so a
 * change can shrink them but not grow them.
 */
function checkBudgets() {
  log('Size budgets');
  const status = run(process.execPath, [path.join(ROOT, 'apps', 'web', 'scripts', 'budgets.mjs'), '--no-build']);
  if (status !== 0) fail('A route is over its size budget or its ceiling (the lines above name it and its figure).');
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    const executable = chromium.executablePath();
    return executable && existsSync(executable) ? executable : undefined;
  } catch {
    return undefined;
  }
}

/** docs/architecture.md §18: Playwright's download, else Debian's package as root, else say what to run. */
async function ensureChromium() {
  const found = journeysChromium();
  if (found) return found;
  if (await playwrightChromium()) return undefined; // Playwright finds its own
  log('No Chromium found. Trying Playwright’s browser download…');
  const download = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['install', 'chromium'], {
    cwd: ROOT,
    stdio: 'inherit',
    timeout: DOWNLOAD_TIMEOUT_MS,
  });
  if (download.status === 0 && (await playwrightChromium())) return undefined;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    log('The download did not work. Installing Debian’s chromium-headless-shell package (apt-get)…');
    if (run('apt-get', ['update']) === 0 && run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell']) === 0) {
      const installed = journeysChromium();
      if (installed) return installed;
    }
  }
  fail(
    'The browser tests need Chromium and none could be found or installed.\n' +
      '  On Debian or Ubuntu:  sudo apt-get install -y chromium-headless-shell   (or chromium)\n' +
      '  Elsewhere:            npx playwright install chromium\n' +
      '  Or point at one:      CHROMIUM_PATH=/path/to/chromium npm test',
  );
}

function counts(kind, reportFile) {
  if (!existsSync(reportFile)) return undefined;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (kind === 'vitest')
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
}

/**
 * The tests of a report that failed, and those that passed only when run again (decision 047), each with the
 * first lines of its error, so a CI log that keeps only its tail still names them.
 */
function outcomes(kind, reportFile) {
  const found = { failed: [], flaky: [] };
  if (!existsSync(reportFile)) return found;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const firstLines = (text) =>
    String(text ?? '')
      .split('\n')
      .slice(0, 4)
      .join('\n      ');
  if (kind === 'vitest') {
    for (const file of report.testResults ?? []) {
      const tests = file.assertionResults ?? [];
      if (file.status === 'failed' && !tests.some((test) => test.status === 'failed'))
        found.failed.push(`${path.relative(ROOT, file.name)}\n      ${firstLines(file.message)}`);
      for (const test of tests) {
        const line = `${path.relative(ROOT, file.name)} › ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`;
        if (test.status === 'failed') found.failed.push(line);
        else if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0) found.flaky.push(line);
      }
    }
    return found;
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const error = test.results?.find((result) => result.error)?.error?.message;
        const line = `${spec.file} › ${[...titles, spec.title].join(' › ')}\n      ${firstLines(error)}`;
        if (test.status === 'unexpected') found.failed.push(line);
        else if (test.status === 'flaky') found.flaky.push(line);
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/**
 * How long each test file of a report took, in seconds: a vitest file from its start to its end, a journey file as
 * the sum of its tests' attempts (retries included, since they cost the run the same).
 */
export function fileTimes(kind, report, suiteName) {
  if (kind === 'vitest')
    return (report.testResults ?? []).map((file) => ({
      suite: suiteName,
      file: path.relative(ROOT, file.name),
      seconds: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
    }));
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile].map(([file, seconds]) => ({ suite: suiteName, file: path.join('e2e', 'tests', file), seconds }));
}

/** The `count` slowest test files of every suite run, slowest first, as the lines `npm test` ends with. */
export function slowestFiles(times, count = 15) {
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  return slowest.map((time) => `  ${time.seconds.toFixed(1).padStart(6)} s  ${time.suite.padEnd(7)} ${time.file}`);
}

/** The journeys run against a server with a data directory of its own, removed afterwards. */
function runPlaywright(cwd, env, reportFile) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-e2e-'));
  chmodSync(dataDir, 0o755); // the postgres system user must enter it when running as root
  try {
    return run(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', '--reporter=list,json'], {
      cwd,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile, E2E_DATA_DIR: dataDir },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const runStarted = Date.now();
  checkNode();
  ensureInstalled();
  const wanted = process.argv.slice(2);
  const suites = wanted.length > 0 ? SUITES.filter((suite) => wanted.includes(suite.name)) : SUITES;
  if (suites.length === 0) fail(`No suite is called ${wanted.join(', ')}. The suites: ${SUITES.map((suite) => suite.name).join(', ')}.`);

  // docs/product.md §27.4: a high or critical advisory in the shipped packages fails the whole run (scripts/audit.mjs).
  if (wanted.length === 0 && run(process.execPath, [path.join(ROOT, 'scripts', 'audit.mjs')]) !== 0) process.exit(1);

  const env = { ...process.env };
  if (suites.some((suite) => suite.kind === 'playwright')) {
    const chromium = await ensureChromium();
    if (chromium) env.CHROMIUM_PATH = chromium;
    ensureWebBuilt();
    checkBudgets();
  }

  const reports = mkdtempSync(path.join(os.tmpdir(), 'rueda-test-reports-'));
  const results = [];
  for (const suite of suites) {
    log(`Suite ${suite.name}`);
    const reportFile = path.join(reports, `${suite.name}.json`);
    const cwd = path.join(ROOT, suite.dir);
    const started = Date.now();
    const status =
      suite.kind === 'vitest'
        ? run(
            path.join(ROOT, 'node_modules', '.bin', 'vitest'),
            ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
            { cwd, env },
          )
        : runPlaywright(cwd, env, reportFile);
    results.push({
      suite: suite.name,
      status,
      seconds: (Date.now() - started) / 1000,
      counts: counts(suite.kind, reportFile),
      outcomes: outcomes(suite.kind, reportFile),
      times: existsSync(reportFile) ? fileTimes(suite.kind, JSON.parse(readFileSync(reportFile, 'utf8')), suite.name) : [],
    });
  }
  rmSync(reports, { recursive: true, force: true });

  let passed = 0;
  let failed = 0;
  console.info('');
  for (const result of results) {
    const line = result.counts
      ? `${result.counts.passed} passed, ${result.counts.failed} failed, ${result.counts.skipped} skipped`
      : 'no report';
    console.info(`  ${result.suite.padEnd(7)} ${result.status === 0 ? 'ok    ' : 'FAILED'} ${line}  (${Math.round(result.seconds)} s)`);
    passed += result.counts?.passed ?? 0;
    failed += result.counts?.failed ?? 0;
    if (result.status !== 0 && (result.counts?.failed ?? 0) === 0) failed += 1; // a suite that crashed counts as a failure
  }
  for (const [kind, mark] of [
    ['flaky', '~'],
    ['failed', '✗'],
  ]) {
    const named = results.flatMap((result) => result.outcomes[kind].map((line) => `  ${mark} ${result.suite}: ${line}`));
    if (named.length > 0) console.info(`\n${kind === 'flaky' ? 'passed only when run again' : 'failed'}:\n${named.join('\n')}`);
  }
  const slowest = slowestFiles(results.flatMap((result) => result.times));
  if (slowest.length > 0) console.info(`\nthe ${slowest.length} slowest test files:\n${slowest.join('\n')}`);
  console.info(`\ntests: ${passed} passed, ${failed} failed  (${Math.round((Date.now() - runStarted) / 1000)} s in all)`);
  process.exit(results.every((result) => result.status === 0) ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

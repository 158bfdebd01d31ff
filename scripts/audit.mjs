// docs/product.md §27.4 (decision 029): the packages Rueda ships must carry no high or critical advisory. `npm test`
// runs this first; `node scripts/audit.mjs` runs it alone. It asks the npm registry (`npm audit --omit=dev`), fails
// with the advisories it names, and only warns when the registry cannot answer: an audit that could not run is no
// reason to stop the tests, but it must not pass for a clean one either.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AUDIT_ARGS = ['audit', '--omit=dev', '--audit-level=high', '--json'];
const AUDIT_TIMEOUT_MS = 120_000;
const SERIOUS = new Set(['high', 'critical']);

/** The advisories of an `npm audit --json` report that are high or critical, each once. */
export function seriousAdvisories(report) {
  const advisories = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      // A string names another vulnerable package, whose own entry lists the advisory.
      if (typeof via !== 'object' || !SERIOUS.has(via.severity)) continue;
      advisories.set(via.url ?? `${via.name}:${via.title}`, {
        name: via.name,
        range: via.range,
        severity: via.severity,
        title: via.title,
        url: via.url,
      });
    }
  }
  return [...advisories.values()].sort((a, b) =>
    a.severity === b.severity ? a.name.localeCompare(b.name) : a.severity === 'critical' ? -1 : 1,
  );
}

function parse(stdout) {
  try {
    return JSON.parse(stdout);
  } catch {
    return undefined;
  }
}

/**
 * What an `npm audit --json` run means: `clean`, `advisories` (fail), `unreachable` (the registry did not answer:
 * warn) or `broken` (npm could not audit for another reason: fail). Each comes with the paragraph to print.
 */
export function auditVerdict({ stdout, stderr, timedOut }) {
  const command = `npm ${AUDIT_ARGS.join(' ')}`;
  if (timedOut) return unreachable(`it did not answer within ${AUDIT_TIMEOUT_MS / 1000} s`);
  const report = parse(stdout);
  if (report?.vulnerabilities) {
    const advisories = seriousAdvisories(report);
    if (advisories.length === 0) {
      const counts = report.metadata?.vulnerabilities ?? {};
      const lower = ['moderate', 'low', 'info'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ');
      return { kind: 'clean', message: `Dependency audit: no high or critical advisory in the packages Rueda ships (${lower}).` };
    }
    const list = advisories.map(
      (advisory) => `${advisory.name} ${advisory.range} (${advisory.severity}): ${advisory.title} ${advisory.url}`,
    );
    return {
      kind: 'advisories',
      message:
        `Dependency audit failed: \`${command}\` reports ${advisories.length} high or critical ` +
        `${advisories.length === 1 ? 'advisory' : 'advisories'} in the packages Rueda ships: ${list.join('; ')}. ` +
        'Update the package (or pin a fixed version of the dependency that brings it, through "overrides" in package.json), ' +
        'keeping to versions that run on Node 20, run `npm audit --omit=dev` again, and record the change in docs/decisions.',
    };
  }
  // npm's answer when the registry's audit endpoint fails or cannot be reached: a JSON message, "audit endpoint returned an error".
  const reason = report?.message ?? report?.error?.summary ?? stderr.split('\n').find((line) => /audit/.test(line));
  if (/audit endpoint returned an error/.test(stderr) || /request to .* failed|\b[45]\d\d\b/.test(report?.message ?? '')) {
    return unreachable(reason ?? 'no answer');
  }
  return {
    kind: 'broken',
    message: `Dependency audit failed: \`${command}\` could not audit the packages (${(reason ?? stderr.trim()) || 'no output'}). Run it by hand to see why.`,
  };
}

function unreachable(reason) {
  return {
    kind: 'unreachable',
    message:
      `Warning: the dependency audit did not run, because the npm registry's audit service could not be asked (${reason}). ` +
      'No advisory was checked, so this is not a pass: the tests go on, but a run that printed this warning (in CI too) ' +
      'audited nothing. Run `npm audit --omit=dev` where the registry answers it to check by hand.',
  };
}

function main() {
  const result = spawnSync('npm', AUDIT_ARGS, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: AUDIT_TIMEOUT_MS,
    maxBuffer: 64 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
  const verdict = auditVerdict({ stdout: result.stdout ?? '', stderr: result.stderr ?? '', timedOut: result.error?.code === 'ETIMEDOUT' });
  const print = verdict.kind === 'clean' ? console.info : verdict.kind === 'unreachable' ? console.warn : console.error;
  print(`\n[rueda] ${verdict.message}\n`);
  process.exit(verdict.kind === 'advisories' || verdict.kind === 'broken' ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

// The dependency audit's verdict (docs/product.md §27.4, scripts/audit.mjs): what makes `npm test`, and so CI, fail.
import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit.mjs';

/** An `npm audit --json` report (npm 11's shape) with one vulnerable package per advisory. */
function report(advisories) {
  const vulnerabilities = Object.fromEntries(
    advisories.map(({ name, severity }) => [
      name,
      {
        name,
        severity,
        via: [{ name, severity, title: `A ${severity} flaw`, url: `https://github.com/advisories/GHSA-${name}`, range: '<2.0.0' }],
      },
    ]),
  );
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const { severity } of advisories) counts[severity] += 1;
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });
}

describe('the dependency audit', () => {
  it('passes a report with no high or critical advisory, and says how many lesser ones it saw', () => {
    const verdict = auditVerdict({ stdout: report([{ name: 'left-pad', severity: 'moderate' }]), stderr: '', timedOut: false });
    expect(verdict.kind).toBe('clean');
    expect(verdict.message).toContain('1 moderate, 0 low, 0 info');
  });

  it('fails on a high or a critical advisory, naming each package once, critical first', () => {
    const stdout = report([
      { name: 'aaa', severity: 'high' },
      { name: 'zzz', severity: 'critical' },
      { name: 'mmm', severity: 'low' },
    ]);
    const verdict = auditVerdict({ stdout, stderr: '', timedOut: false });
    expect(verdict.kind).toBe('advisories');
    expect(verdict.message).toContain('reports 2 high or critical advisories');
    expect(verdict.message.indexOf('zzz')).toBeLessThan(verdict.message.indexOf('aaa'));
    expect(verdict.message).not.toContain('mmm');
  });

  it('only warns when the registry cannot answer (as here, where it answers 405), and says nothing was checked', () => {
    // What npm 11 prints here: the registry's proxy allows only GET and HEAD.
    const bulk = 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
    const stdout = JSON.stringify({
      message: `405 Method Not Allowed - POST ${bulk}`,
      method: 'POST',
      uri: bulk,
      statusCode: 405,
      body: '',
    });
    const stderr = `npm warn audit 405 Method Not Allowed - POST ${bulk}\nnpm error audit endpoint returned an error\n`;
    const verdict = auditVerdict({ stdout, stderr, timedOut: false });
    expect(verdict.kind).toBe('unreachable');
    expect(verdict.message).toContain('audited nothing');
    expect(auditVerdict({ stdout: '', stderr: '', timedOut: true }).kind).toBe('unreachable');
  });

  it('fails when npm cannot audit for another reason', () => {
    const verdict = auditVerdict({
      stdout: '',
      stderr: 'npm error code ENOLOCK\nnpm error audit This command requires an existing lockfile.\n',
      timedOut: false,
    });
    expect(verdict.kind).toBe('broken');
    expect(verdict.message).toContain('requires an existing lockfile');
  });
});

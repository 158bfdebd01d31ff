// docs/product.md §9: converting 100,000 older documents takes under 1 second. The baseline, measured in the
// same run, is a deep copy of the same documents (JSON round trip), the least any conversion costs.
import { convertRepair } from '@rueda/domain';
import v1 from '../../../packages/domain/src/repairs/fixtures/v1.json' with { type: 'json' };
import v2 from '../../../packages/domain/src/repairs/fixtures/v2.json' with { type: 'json' };
import v3 from '../../../packages/domain/src/repairs/fixtures/v3.json' with { type: 'json' };
import { printTable, verdict } from './measure.ts';

const COUNT = 100_000;

function documents(): unknown[] {
  const templates = [v1, v2, v3] as Record<string, unknown>[];
  return Array.from({ length: COUNT }, (_, n) => ({ ...structuredClone(templates[n % 3]!), id: `legacy-${n}` }));
}

function best(run: () => void, times = 5): number {
  let fastest = Infinity;
  for (let attempt = 0; attempt < times; attempt += 1) {
    const start = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

export function benchConversion(): boolean {
  const docs = documents();
  const now = new Date();
  let sink = 0;
  const baseline = best(() => {
    for (const doc of docs) sink += (JSON.parse(JSON.stringify(doc)) as { id: string }).id.length;
  });
  const conversion = best(() => {
    for (const doc of docs) sink += convertRepair(doc, { now }).totalPrice;
  });
  const met = conversion < 1000;
  printTable(`Converting ${COUNT.toLocaleString('en')} older repairs (v1, v2, v3), best of 5`, [
    { measure: 'JSON deep copy (baseline)', ms: Math.round(baseline), 'µs per document': +((baseline * 1000) / COUNT).toFixed(2) },
    { measure: 'convertRepair', ms: Math.round(conversion), 'µs per document': +((conversion * 1000) / COUNT).toFixed(2) },
  ]);
  console.info(`Target: under 1000 ms → ${verdict(met)} (${(conversion / baseline).toFixed(1)}× the baseline) [${sink > 0 ? 'ok' : ''}]`);
  return met;
}

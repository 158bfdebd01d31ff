// docs/style.md §8: no source file cites a tracker's issue number or a document outside the repository.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { citationsInSources, trackerCitations } from './tracker-citations.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The examples are put together here, so that this file does not cite what it forbids.
const ISSUE = 'Iss' + 'ue';
const OUTSIDE = 'ARCHI' + 'TECTURE.md';

describe('citations of the tracker and of outside documents', () => {
  it('finds an issue number in any of its spellings, and a document outside the repository, by line', () => {
    const text = [
      `// ${ISSUE} 16 point 3: the invitation's link.`,
      'const fine = 1;',
      `it('keeps what was typed (${ISSUE.toLowerCase()} 14 point 4)', () => {});`,
      `/* as ${ISSUE.toLowerCase()}s 12 and 13 asked */`,
      `// ${OUTSIDE} "Auth": argon2id.`,
      `// see ${ISSUE.toLowerCase()} #7`,
    ].join('\n');
    expect(trackerCitations(text)).toEqual([
      { line: 1, cited: `${ISSUE} 16` },
      { line: 3, cited: `${ISSUE.toLowerCase()} 14` },
      { line: 4, cited: `${ISSUE.toLowerCase()}s 12` },
      { line: 5, cited: OUTSIDE },
      { line: 6, cited: `${ISSUE.toLowerCase()} #7` },
    ]);
  });

  it('lets through what the repository holds and other senses of the word', () => {
    const text = [
      '// docs/product.md §16.3 and decision 059; docs/architecture.md §10 and docs/style.md §8.',
      '// An issued invoice is never edited; the issue date is the day it was issued.',
      "// The README.md and package.json say how; the spec's rule.",
    ].join('\n');
    expect(trackerCitations(text)).toEqual([]);
  });

  describe('in a repository', () => {
    let repository;
    afterEach(() => rmSync(repository, { recursive: true, force: true }));

    it('reads the tracked source files only: not the docs, not a migration, not an untracked file', () => {
      repository = mkdtempSync(path.join(os.tmpdir(), 'rueda-citations-'));
      mkdirSync(path.join(repository, 'src'));
      mkdirSync(path.join(repository, 'docs'));
      writeFileSync(path.join(repository, 'src', 'a.ts'), `const a = 1;\n// ${ISSUE} 9 point 2\n`);
      writeFileSync(path.join(repository, 'src', 'b.css'), `/* ${OUTSIDE} */\n`);
      writeFileSync(path.join(repository, 'docs', 'c.md'), `Came from ${ISSUE.toLowerCase()} 9.\n`);
      writeFileSync(path.join(repository, 'src', 'untracked.ts'), `// ${ISSUE} 1\n`);
      mkdirSync(path.join(repository, 'drizzle'));
      writeFileSync(path.join(repository, 'drizzle', '0001_first.sql'), `-- ${ISSUE} 2: the first tables.\n`);
      execFileSync('git', ['init', '-q'], { cwd: repository });
      execFileSync('git', ['add', 'src/a.ts', 'src/b.css', 'docs/c.md', 'drizzle/0001_first.sql'], { cwd: repository });
      expect(citationsInSources(repository)).toEqual([`src/a.ts:2: ${ISSUE} 9`, `src/b.css:1: ${OUTSIDE}`]);
    });
  });

  it('are in no source file of Rueda', () => {
    expect(citationsInSources(ROOT)).toEqual([]);
  });
});

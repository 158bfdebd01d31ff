// docs/style.md §8: comments, test titles and texts cite what a clone holds (docs/…, a decision record), never a
// tracker's issue number nor a document outside the repository. `npm test` fails on one (tracker-citations.test.mjs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A tracker's number: "issue" or "issues", in any case, then a number, perhaps after "#". A clone cannot follow it. */
const TRACKER_ISSUE = /\bissues?\s+#?\d+/i;

/** The guidance documents that live beside the repository, not in it; `docs/architecture.md` and the like are its own. */
const OUTSIDE_DOCUMENT = /(?<![\w./-])(?:ARCHITECTURE|STYLE|SPEC|DEVELOPERS|BILLING)\.md\b/;

/** The files whose text is the project's source: code, styles, SQL, pages and configuration, not the docs. */
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|css|html|sql)$/;

/** Each line of `text` that cites the tracker or an outside document, with its number (from 1) and what it cites. */
export function trackerCitations(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    const cited = line.match(TRACKER_ISSUE) ?? line.match(OUTSIDE_DOCUMENT);
    if (cited) found.push({ line: index + 1, cited: cited[0] });
  });
  return found;
}

/**
 * The migrations: each is a record of what was applied to every database, never edited once it has been, its
 * comments included; the two oldest that name an issue keep it.
 */
const MIGRATION = /(?:^|\/)drizzle\/[^/]+\.sql$/;

/** The source files git tracks under `root`, as paths relative to it, the migrations aside. */
export function trackedSourceFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return listed.split('\0').filter((file) => SOURCE_FILE.test(file) && !MIGRATION.test(file));
}

/** "path:line: cited" for every citation in the tracked source files under `root`. */
export function citationsInSources(root) {
  return trackedSourceFiles(root).flatMap((file) =>
    trackerCitations(readFileSync(path.join(root, file), 'utf8')).map(({ line, cited }) => `${file}:${line}: ${cited}`),
  );
}

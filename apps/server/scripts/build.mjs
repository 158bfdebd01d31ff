// The server's bundles (decision 062): each entry point the repository runs as a process, bundled by esbuild
// from src/ into dist/<name>.mjs with @rueda/domain inside and every npm package left to Node. Node starts
// a bundle in about half the time it takes tsx to compile the sources as they are imported. Built before
// every run (about 0.2 s), so a changed source can never run against an old bundle.
//
// As a module: buildServer(names). As a command: `node apps/server/scripts/build.mjs [name…]` (every entry
// when none is named), which exits with 1 after esbuild's message when the sources do not build.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(SERVER_DIR, 'dist');

/** The processes: npm start (main), npm run backup and restore (backup-cli), npm run psql (psql-cli). */
export const ENTRIES = {
  main: 'src/main.ts',
  'backup-cli': 'src/db/backup-cli.ts',
  'psql-cli': 'src/db/psql-cli.ts',
};

/** Where the bundle of entry `name` is written; run it with `node --enable-source-maps`. */
export function bundleOf(name) {
  return path.join(DIST_DIR, `${name}.mjs`);
}

/** Every npm package the server or the domain names: Node loads them from node_modules (a bare name covers its subpaths). */
function npmPackages() {
  const names = new Set();
  for (const manifest of [path.join(SERVER_DIR, 'package.json'), path.join(SERVER_DIR, '..', '..', 'packages', 'domain', 'package.json')]) {
    const json = JSON.parse(readFileSync(manifest, 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
      for (const name of Object.keys(json[field] ?? {})) names.add(name);
    }
  }
  names.delete('@rueda/domain');
  return [...names];
}

/**
 * Bundles the entries named (all when none) into dist/. Each file is written under a temporary name in
 * dist/ and renamed over the old one, so two builds at once (two test workers, a test run beside `npm
 * start`) never leave a half-written bundle for a process to start. Throws after esbuild printed why
 * when the sources do not build.
 */
export async function buildServer(names = Object.keys(ENTRIES)) {
  const entryPoints = {};
  for (const name of names) {
    if (!ENTRIES[name]) throw new Error(`The server has no entry point named ${name}; its entries: ${Object.keys(ENTRIES).join(', ')}.`);
    entryPoints[name] = path.join(SERVER_DIR, ENTRIES[name]);
  }
  const result = await build({
    entryPoints,
    absWorkingDir: SERVER_DIR,
    outdir: DIST_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: npmPackages(),
    // Stack traces name the .ts files and lines (node --enable-source-maps); the sources are on disk beside.
    sourcemap: 'linked',
    sourcesContent: false,
    // Error messages and logs name functions and classes as in the sources.
    keepNames: true,
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(DIST_DIR, { recursive: true });
  // Maps first: a bundle is never on disk before its map.
  const files = [...result.outputFiles].sort((a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      writeFileSync(temporary, file.contents);
      renameSync(temporary, file.path);
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  return names.map(bundleOf);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  try {
    await buildServer(names.length > 0 ? names : undefined);
  } catch (error) {
    // esbuild printed its own errors above; any other failure has only this message.
    if (!error?.errors) console.error(error instanceof Error ? error.message : error);
    console.error('\n[rueda] The server did not build: fix what esbuild names above and run the command again.\n');
    process.exit(1);
  }
}

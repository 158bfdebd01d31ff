// The server's own folder (apps/server), where the files it reads beside its code are: the migrations
// (drizzle/), the local payments pages' assets, and the web app's build next to it (../web/dist). Found by
// walking up from this module to the package.json named @rueda/server, so it is the same folder whether
// the code runs from src/ (vitest, tsx in `npm run dev`) or bundled into dist/ (decision 062): a path
// relative to a module's own file would differ between the two.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@rueda/server';

/** The nearest folder at or above `start` whose package.json is @rueda/server's. */
export function serverDirFrom(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No folder above ${start} holds the package.json of ${PACKAGE_NAME}.`);
  }
}

export const SERVER_DIR = serverDirFrom(path.dirname(fileURLToPath(import.meta.url)));

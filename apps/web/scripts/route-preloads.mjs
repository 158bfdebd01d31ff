// Decision 043: the screen a page opens on starts downloading its code and its texts with the page itself. Without
// this, a screen's chunks are found one round trip after another (the entry, the app once the config is read, the
// route once the router runs, the texts with it), each a few hundred milliseconds on a workshop's 4G tablet. The
// build writes into index.html, as a JSON data block (the Content-Security-Policy allows no inline script, and a
// data block runs nothing), which files each route needs; public/boot.js adds a module preload for each file of
// the route the address names, the texts in the user's language.
import path from 'node:path';
import { ALWAYS, ROUTES, ROUTE_TEXTS } from './budgets.mjs';

export const LANGUAGES = ['es', 'pt'];
export const PRELOADS_ELEMENT_ID = 'route-preloads';

/** The route's address as a regular expression's source: `:id` is one segment, `*` the rest. Null for '404'. */
export function routePattern(route) {
  if (!route.startsWith('/')) return null;
  const source = route
    .split('/')
    .map((segment) => (segment === '*' ? '.+' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${source}/?$`;
}

/**
 * The map boot.js reads: `files`, each once (its name in assets/, without '.js'), and for each route its pattern, the indexes of its code's files, and of
 * its texts' per language. `chunks` are the build's JavaScript chunks as `{ fileName, moduleKey, imports, css, isEntry }`
 * (`css`: the style sheets the chunk brings, which Vite loads with it),
 * `moduleKey` the source path from the web app's root (`src/app/routes/app/repairs.tsx`). The entry's own files are
 * left out: index.html already asks for them.
 */
export function preloadMap({ chunks, routes = ROUTES, always = ALWAYS, routeTexts = ROUTE_TEXTS, languages = LANGUAGES }) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(chunks.filter((chunk) => chunk.moduleKey).map((chunk) => [chunk.moduleKey, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const chunkOf = (key) => {
    const chunk = byModule.get(key);
    if (!chunk) throw new Error(`${key} is in no chunk of the build: its route would be preloaded without it.`);
    return chunk;
  };
  const closure = (chunk, files) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports) if (byFile.has(imported)) closure(byFile.get(imported), files);
  };
  const loaded = new Set();
  for (const entry of entries) closure(entry, loaded);

  const files = [];
  const indexOf = new Map();
  const indexesOf = (startChunks) => {
    const needed = new Set();
    for (const chunk of startChunks) closure(chunk, needed);
    return [...needed]
      .filter((file) => !loaded.has(file))
      .sort()
      .map((file) => {
        if (!indexOf.has(file)) indexOf.set(file, files.push(file) - 1);
        return indexOf.get(file);
      });
  };
  const startOf = always.filter((key) => key !== 'index.html');
  const mapped = routes.flatMap(({ route, modules, page }) => {
    // A page of its own (the repair link's, decision 052) is not a route of this one.
    if (page) return [];
    const pattern = routePattern(route);
    if (!pattern) return [];
    const code = indexesOf([...startOf, ...modules].map(chunkOf));
    const namespaces = [...new Set(modules.flatMap((module) => routeTexts[module] ?? []))];
    const texts = Object.fromEntries(
      languages.map((language) => [
        language,
        indexesOf(namespaces.map((namespace) => chunkOf(`src/locales/${namespace}.${language}.json`))),
      ]),
    );
    return [[pattern, code, texts]];
  });
  const outside = files.find((file) => !/^assets\/[^/]+\.(js|css)$/.test(file));
  if (outside) throw new Error(`${outside} is not a script or style sheet of assets/: boot.js could not name it.`);
  // Each file as its name under assets/, a script without '.js': the map goes into every page, so it is kept short.
  return { files: files.map((file) => file.replace(/^assets\//, '').replace(/\.js$/, '')), routes: mapped };
}

/** The Vite plugin: the map, as a data block before boot.js (index.html), built from the final chunks. */
export function routePreloads() {
  let root = '';
  return {
    name: 'rueda-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // Only the staff app's page has routes: the repair link's page (decision 052) preloads nothing.
        if (!context.bundle || context.path !== '/index.html') return [];
        const chunks = Object.values(context.bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => ({
            fileName: chunk.fileName,
            moduleKey: chunk.facadeModuleId ? path.relative(root, chunk.facadeModuleId).split(path.sep).join('/') : null,
            imports: chunk.imports,
            css: [...(chunk.viteMetadata?.importedCss ?? [])],
            // This page's own entry: what another page's entry loads is not already asked for here.
            isEntry: chunk.isEntry && chunk.fileName === context.chunk?.fileName,
          }));
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PRELOADS_ELEMENT_ID },
            children: JSON.stringify(preloadMap({ chunks })),
            injectTo: 'body-prepend',
          },
        ];
      },
    },
  };
}

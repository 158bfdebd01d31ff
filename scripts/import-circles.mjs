// docs/architecture.md §3: no module reaches itself again through its imports, in any workspace. A circle
// makes the order in which modules load matter (a value read before its module has run is undefined), and
// it hides which part sits below which. `npm test` fails on one (import-circles.test.mjs).
//
// TypeScript reads the files and resolves every import as the compiler does (its own tsconfig, `@/…` paths
// included). Static imports and re-exports count, `import type` ones too (a circle of types is still two
// parts that each need the other); an `import()` inside a function does not: it loads when called, long
// after both modules ran (the web's lazy routes name their own registry that way).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The workspaces whose source is checked, each with the tsconfig that resolves its imports. */
export const WORKSPACES = ['packages/domain', 'apps/server', 'apps/web'];

const SOURCE = /\.(?:ts|tsx)$/;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module specifiers `file` imports or re-exports at its top level. */
function staticImports(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

/** Every source file of the workspace at `dir` (absolute) with the workspace files it imports. */
export function importGraph(dir) {
  const configFile = ts.findConfigFile(dir, ts.sys.fileExists, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  const files = sourceFiles(path.join(dir, 'src'));
  const inWorkspace = new Set(files);
  const graph = new Map();
  const cache = ts.createModuleResolutionCache(dir, (name) => name, options);
  for (const file of files) {
    const targets = staticImports(file).flatMap((specifier) => {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      return resolved && inWorkspace.has(path.resolve(resolved)) ? [path.resolve(resolved)] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of `graph`: each strongly connected group of two or more files, or a file importing itself (Tarjan). */
export function circlesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

/** Each circle in the workspaces under `root`, as its files relative to `root` joined by " ↔ ". */
export function importCircles(root, workspaces = WORKSPACES) {
  return workspaces
    .flatMap((workspace) =>
      circlesOf(importGraph(path.join(root, workspace))).map((group) =>
        group.map((file) => path.relative(root, file).split(path.sep).join('/')).join(' ↔ '),
      ),
    )
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const circles = importCircles(path.resolve(path.dirname(new URL(import.meta.url).pathname), '..'));
  for (const circle of circles) console.error(`import circle: ${circle}`);
  process.exit(circles.length === 0 ? 0 : 1);
}

// `npm run dev`: the server with reload (tsx watch) on $PORT and Vite's dev server, which proxies
// /api to it. Open the address Vite prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureInstalled, ROOT } from './lib.mjs';

checkNode();
ensureInstalled();
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', path.join(ROOT, 'apps', 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn(bin('vite'), [], { cwd: path.join(ROOT, 'apps', 'web'), stdio: 'inherit' }),
];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  });
}
await Promise.all(children.map((child) => new Promise((resolve) => child.on('exit', resolve))));

// `npm start`: install what is missing, build what is stale, then serve API and web on one origin.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`DOM needs Node.js 20 or newer; this is ${process.version}.`);
  process.exit(1);
}

ensureInstalled();
ensureBuilt();

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { DOM_DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

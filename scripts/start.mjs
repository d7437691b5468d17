// `npm start`: install what is missing, build what is stale, then serve API and web on one origin.
// The server is supervised: when it crashes it is started again (scripts/supervise.mjs).
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { supervise } from './supervise.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 20) {
  console.error(`DOM needs Node.js 20 or newer; this is ${process.version}.`);
  process.exit(1);
}

ensureInstalled();
ensureBuilt();

const code = await supervise(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  { cwd: root, env: { DOM_DEMO: '1', ...process.env } },
);
process.exit(code);

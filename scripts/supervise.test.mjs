// node scripts/supervise.test.mjs — the supervisor restarts a killed server, stops on the
// do-not-restart code and on repeated immediate crashes, and forwards SIGTERM.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import { EXIT_DO_NOT_RESTART, supervise } from './supervise.mjs';

const quiet = { baseDelayMs: 20, maxDelayMs: 50, log: () => {} };
const node = process.execPath;

test('a killed server is started again; SIGTERM stops it for good', async () => {
  const signals = new EventEmitter();
  const started = [];
  const done = supervise(node, ['-e', 'setInterval(() => {}, 1000)'], {
    ...quiet,
    signals,
    onStart: (child) => {
      started.push(child.pid);
      if (started.length === 1) setTimeout(() => child.kill('SIGKILL'), 100);
      if (started.length === 2) setTimeout(() => signals.emit('SIGTERM'), 100);
    },
  });
  await done;
  assert.equal(started.length, 2);
  assert.notEqual(started[0], started[1]);
});

test('the do-not-restart exit (data folder in use) is not restarted', async () => {
  let starts = 0;
  const code = await supervise(node, ['-e', `process.exit(${EXIT_DO_NOT_RESTART})`], {
    ...quiet,
    signals: new EventEmitter(),
    onStart: () => starts++,
  });
  assert.equal(code, EXIT_DO_NOT_RESTART);
  assert.equal(starts, 1);
});

test('repeated immediate crashes stop with a message', async () => {
  let starts = 0;
  const lines = [];
  const code = await supervise(node, ['-e', 'process.exit(3)'], {
    ...quiet,
    maxQuickCrashes: 3,
    log: (l) => lines.push(l),
    signals: new EventEmitter(),
    onStart: () => starts++,
  });
  assert.equal(code, 3);
  assert.equal(starts, 3);
  assert.match(lines.at(-1), /crashed 3 times in a row/);
});

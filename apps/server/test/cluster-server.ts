// One of several servers on one PostgreSQL, as main.ts starts it, for the two-servers test
// (two-servers.test.ts): DATABASE_URL names the shared database, JOBS=1 makes it a worker too.
// RESUMABLE_LEASE_MS and RESUMABLE_POLL_MS shorten the resumable jobs' lease; with
// HANG_AFTER_TASK_CHUNK=1 a task commit hangs the whole process right after its second chunk's rows
// are committed and before the step is recorded (the worst moment to die), to be killed there.
import { buildApp } from '../src/app';
import { registerModuleBackground } from '../src/background';
import { loadConfig } from '../src/config';
import { createContext } from '../src/context';
import { taskFaults } from '../src/modules/tasks/tasks.service';
import { openConfiguredDatabase } from '../src/platform/db/open';

const env = process.env;
const config = loadConfig({
  DATA_DIR: env.DATA_DIR,
  DATABASE_URL: env.DATABASE_URL,
  NODE_ENV: 'test',
  DOM_DEMO: '0',
  LOG_LEVEL: 'silent',
  JOBS: env.JOBS ?? '1',
  PORT: '0',
  HOST: '127.0.0.1',
});
const database = await openConfiguredDatabase(config);
const ctx = await createContext(config, database, {
  resumable: {
    leaseMs: Number(env.RESUMABLE_LEASE_MS ?? 60_000),
    pollMs: Number(env.RESUMABLE_POLL_MS ?? 10_000),
  },
});
if (env.HANG_AFTER_TASK_CHUNK === '1') {
  taskFaults.afterChunkWrite = (taskId, chunk) => {
    if (chunk !== 1) return;
    process.stdout.write(`HUNG task ${taskId} after chunk ${chunk}\n`);
    // Blocks the event loop for good: nothing more happens in this process until it is killed.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  };
}
registerModuleBackground(ctx);
await ctx.jobs.start();
if (config.runJobs) {
  ctx.outbox.start();
  ctx.resumable.start();
}
const app = await buildApp(ctx, { logger: false, webDistDir: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await ctx.outbox.stop();
    await ctx.resumable.stop();
    await ctx.jobs.stop();
    await database.close();
    process.exit(0);
  })();
});

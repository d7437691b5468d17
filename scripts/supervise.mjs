// Keeps the server running under `npm start`: a crashed server is started again with back-off.
import { spawn } from 'node:child_process';

/** The server exits with this when a restart cannot help (the data folder is in use). */
export const EXIT_DO_NOT_RESTART = 78;

/**
 * Runs `command args` and restarts it when it dies unasked: after 1 s, then 2, 4 … up to
 * `maxDelayMs`. A run that lasted `stableMs` resets the back-off. `maxQuickCrashes` crashes in a
 * row, each within `stableMs` of its start, stop the supervisor with a message, as does the
 * do-not-restart exit code. SIGINT and SIGTERM are passed to the server, which then is not restarted.
 */
export function supervise(command, args, opts = {}) {
  const {
    env = process.env,
    cwd = process.cwd(),
    baseDelayMs = 1000,
    maxDelayMs = 30_000,
    stableMs = 10_000,
    maxQuickCrashes = 5,
    log = (line) => console.error(line),
    onStart = () => {},
    signals = process,
  } = opts;
  let child = null;
  let stopping = false;
  let quickCrashes = 0;
  let timer = null;
  return new Promise((resolve) => {
    const start = () => {
      timer = null;
      const startedAt = Date.now();
      child = spawn(command, args, { cwd, env, stdio: 'inherit' });
      onStart(child);
      child.on('exit', (code, signal) => {
        child = null;
        if (stopping) return resolve(code ?? 0);
        if (code === 0) return resolve(0);
        if (code === EXIT_DO_NOT_RESTART) return resolve(code);
        const quick = Date.now() - startedAt < stableMs;
        quickCrashes = quick ? quickCrashes + 1 : 0;
        if (quickCrashes >= maxQuickCrashes) {
          log(
            `\nThe server crashed ${quickCrashes} times in a row right after starting; not restarting it again. See the errors above.\n`,
          );
          return resolve(code ?? 1);
        }
        const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, quickCrashes - 1));
        log(`The server stopped (${signal ?? `exit ${code}`}); starting it again in ${delay / 1000} s.`);
        timer = setTimeout(start, delay);
      });
    };
    for (const signal of ['SIGINT', 'SIGTERM']) {
      signals.on(signal, () => {
        stopping = true;
        if (timer) {
          clearTimeout(timer);
          resolve(0);
        }
        child?.kill(signal);
      });
    }
    start();
  });
}

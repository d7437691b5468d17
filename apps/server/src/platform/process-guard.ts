import { serializeError } from './logging';

interface GuardLog {
  error(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}
interface GuardedProcess {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  on(event: 'uncaughtException', listener: (err: Error) => void): unknown;
  exit(code: number): void;
}

/**
 * One failing request or background task never ends the process: an unhandled rejection or an
 * uncaught exception (an emitter's 'error' with no listener, a throw in a timer) is logged and the
 * server goes on. Only a burst of uncaught exceptions — a process in a loop of failures, whose
 * state can no longer be trusted — exits, and the supervisor (`npm start`) starts a fresh one.
 */
export function installProcessGuards(
  proc: GuardedProcess,
  log: GuardLog,
  opts: { burst?: number; windowMs?: number; now?: () => number } = {},
): void {
  const burst = opts.burst ?? 10;
  const windowMs = opts.windowMs ?? 60_000;
  const now = opts.now ?? Date.now;
  let recent: number[] = [];
  proc.on('unhandledRejection', (reason) => {
    log.error({ err: serializeError(reason) }, 'unhandled promise rejection; the server goes on');
  });
  proc.on('uncaughtException', (err) => {
    const t = now();
    recent = [...recent.filter((at) => t - at < windowMs), t];
    if (recent.length >= burst) {
      log.fatal(
        { err: serializeError(err) },
        `${recent.length} uncaught exceptions within ${windowMs / 1000} s; exiting so the supervisor restarts the server`,
      );
      proc.exit(1);
      return;
    }
    log.error({ err: serializeError(err) }, 'uncaught exception; the server goes on');
  });
}

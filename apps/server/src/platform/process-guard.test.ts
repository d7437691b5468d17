import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installProcessGuards } from './process-guard';

function fakeProcess() {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const lines: { level: string; obj: object; msg: string }[] = [];
  const proc = Object.assign(emitter, { exit: (code: number) => void exits.push(code) });
  const log = {
    error: (obj: object, msg: string) => void lines.push({ level: 'error', obj, msg }),
    fatal: (obj: object, msg: string) => void lines.push({ level: 'fatal', obj, msg }),
  };
  return { proc, log, exits, lines };
}

describe('process guards', () => {
  it('logs an unhandled rejection from a background task and keeps the process', () => {
    const f = fakeProcess();
    installProcessGuards(f.proc, f.log);
    f.proc.emit('unhandledRejection', new Error('outbox adapter went away'));
    expect(f.exits).toEqual([]);
    expect(f.lines[0]?.msg).toContain('unhandled promise rejection');
    expect(JSON.stringify(f.lines[0]?.obj)).toContain('outbox adapter went away');
  });

  it('logs an uncaught exception (an emitter error without a listener) and keeps the process', () => {
    const f = fakeProcess();
    installProcessGuards(f.proc, f.log);
    const emitter = new EventEmitter();
    try {
      emitter.emit('error', new Error('socket hang up'));
    } catch (err) {
      f.proc.emit('uncaughtException', err);
    }
    expect(f.exits).toEqual([]);
    expect(f.lines).toHaveLength(1);
    expect(f.lines[0]?.level).toBe('error');
  });

  it('exits (for the supervisor to restart) only on a burst of uncaught exceptions', () => {
    const f = fakeProcess();
    let t = 0;
    installProcessGuards(f.proc, f.log, { burst: 3, windowMs: 1000, now: () => t });
    f.proc.emit('uncaughtException', new Error('one'));
    t += 2000;
    f.proc.emit('uncaughtException', new Error('two'));
    f.proc.emit('uncaughtException', new Error('three'));
    expect(f.exits).toEqual([]);
    f.proc.emit('uncaughtException', new Error('four'));
    expect(f.exits).toEqual([1]);
    expect(f.lines.at(-1)?.level).toBe('fatal');
  });
});

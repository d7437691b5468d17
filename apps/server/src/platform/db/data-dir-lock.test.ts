import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'dom-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('data folder lock', () => {
  it('refuses a folder another live process holds, with a clear message', () => {
    const dir = tmp();
    // The test runner's parent process is alive and is not us.
    writeFileSync(path.join(dir, 'dom.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the data folder/);
  });

  it('takes over a lock left by a process that has died', () => {
    const dir = tmp();
    const dead = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(path.join(dir, 'dom.lock'), dead);
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'dom.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'dom.lock'))).toBe(false);
  });

  it('gives the folder back on release so it can be taken again', () => {
    const dir = tmp();
    lockDataDir(dir)();
    const again = lockDataDir(dir);
    again();
  });
});

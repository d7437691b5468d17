import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../platform/paths';

/**
 * The README's seed commands, run as written from the repository's root: the options after `--` must
 * reach seed-cli.ts, not be taken by npm as its own (issue 43: `--scale` was swallowed and the demo
 * size loaded). A value the command refuses proves it arrived; the refusal comes before the database
 * is opened, so nothing is loaded.
 */
describe('npm run seed -- <options> from the root', () => {
  const runSeed = (...args: string[]) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dom-seed-cli-'));
    const { DATABASE_URL: _ignored, ...env } = process.env;
    try {
      return spawnSync('npm', ['run', 'seed', '--', ...args], {
        cwd: repoRoot(),
        encoding: 'utf8',
        env: { ...env, DATA_DIR: dataDir },
        timeout: 60_000,
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  it('the README shows the command these tests run', () => {
    const readme = readFileSync(path.join(repoRoot(), 'README.md'), 'utf8');
    expect(readme).toContain('`npm run seed -- --scale buyers=');
    expect(readme).toContain('`npm run seed -- --as-of ');
  });

  it('passes --scale through to the seed command', () => {
    const run = runSeed('--scale', 'nope=1');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--scale: "nope=1" is not name=count');
  }, 90_000);

  it('passes --as-of through to the seed command', () => {
    const run = runSeed('--as-of', '2026-02-30');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--as-of: "2026-02-30" is not a date');
  }, 90_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');

/** A port nobody listens on right now, chosen by the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server stopped (exit ${child.exitCode}) before it was healthy:\n${output()}`);
    }
    try {
      const answer = await fetch(`${baseUrl}/api/health`);
      if (answer.ok) {
        const body = (await answer.json()) as { status?: string };
        if (body.status === 'ok') return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${output()}`);
}

export interface RunningServer {
  baseUrl: string;
  /** The server's whole output (info level: demo mode writes one-time codes there). */
  logFile: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built app (server + web) on a free port with a fresh PGlite folder, which the server
 * migrates and fills with demo data, and waits until it is healthy.
 */
export async function startBuiltServer(): Promise<RunningServer> {
  for (const [file, what] of [
    [SERVER_ENTRY, 'server'],
    [WEB_INDEX, 'web app'],
  ] as const) {
    if (!existsSync(file))
      throw new Error(`The ${what} is not built (${file} is missing). Run: npm run build`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dom-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const logFile = path.join(os.tmpdir(), `dom-e2e-server-${port}.log`);
  writeFileSync(logFile, '');
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Each browser project sends its own X-Forwarded-For, so sign-in throttling counts the
      // desktop and the phone runs as two clients, as it would two people.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    appendFileSync(logFile, chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    // A machine shared by several runs may need longer to seed the demo data: DOM_E2E_START_S.
    await waitForHealth(baseUrl, child, () => log, Number(process.env.DOM_E2E_START_S ?? 120) * 1000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, logFile, stop };
}

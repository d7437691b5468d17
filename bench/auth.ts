// `npm run bench -- auth`: an authenticated JSON GET through the whole app (bearer token verified,
// principal resolved, permission checked, no database on the way) against a bare node:http server
// answering the same JSON, both on 127.0.0.1, each in its own process, measured with autocannon.
// Target: the app serves at least 60% of bare node:http's requests per second.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const TARGET = 0.6;

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

interface Ready {
  url: string;
  headers: Record<string, string>;
  /** The app's unauthenticated twin of the probe. */
  openUrl?: string;
}

/**
 * The bare servers. `bare` answers what the app's authenticated GET answers, byte for byte in kind:
 * the same JSON, the same security headers every API answer must carry (`API_SECURITY_HEADERS`) and a
 * request id — so the share measures what the framework, the platform and identity cost, not the
 * headers the product owes every response (docs/decisions.md, "The auth bench's baseline").
 * `minimal` sends only content-type and content-length: the figure before that decision, still printed.
 */
async function serveBare(kind: 'bare' | 'minimal'): Promise<Ready> {
  const { API_SECURITY_HEADERS } = await import('../apps/server/src/platform/http/security-headers');
  const { genRequestId } = await import('../apps/server/src/platform/http/request-context');
  const server = createServer((req, res) => {
    // Like the app, it serialises the answer on each request.
    const body = JSON.stringify({ ok: true, user: 'admin' });
    if (kind === 'minimal') {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
    } else {
      res.writeHead(200, {
        'x-request-id': genRequestId(req),
        ...API_SECURITY_HEADERS,
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
    }
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/probe`, headers: {} };
}

async function serveApp(): Promise<Ready> {
  const { buildApp } = await import('../apps/server/src/app');
  const { loadConfig } = await import('../apps/server/src/config');
  const { createContext } = await import('../apps/server/src/context');
  const { openPglite } = await import('../apps/server/src/platform/db/database');
  const { runMigrations } = await import('../apps/server/src/platform/db/migrate');
  const { repoRoot } = await import('../apps/server/src/platform/paths');
  const { seed } = await import('../apps/server/src/seed/seed');
  const { DEMO_PASSWORD } = await import('../apps/server/src/seed/demo-users');
  const database = await openPglite();
  await runMigrations(database);
  await seed(database.db, { buyers: 10, sellers: 2, products: 5, transporters: 1 });
  const config = loadConfig({
    DATA_DIR: path.join(repoRoot(), '.tmp', 'bench-auth'),
    LOG_LEVEL: 'silent',
    JOBS: '0',
    DOM_DEMO: '0',
  });
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx, {
    logger: false,
    webDistDir: null,
    extraApiRoutes: async (api) => {
      api.get('/bench/probe', { config: { access: { permission: 'Adm_Order_View' } } }, async (request) => ({
        ok: true,
        user: request.principal?.username,
      }));
      // The same answer without a session: what the platform costs before identity adds anything.
      api.get('/bench/open', { config: { access: { public: true, why: 'bench baseline' } } }, async () => ({
        ok: true,
        user: 'admin',
      }));
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: DEMO_PASSWORD },
  });
  const token = login.json<{ access_token?: string }>().access_token;
  if (!token) throw new Error(`bench sign-in failed: ${login.body}`);
  const port = (app.server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/api/bench/probe`,
    headers: { authorization: `Bearer ${token}` },
    openUrl: `http://127.0.0.1:${port}/api/bench/open`,
  };
}

/** Child side: start one server and report where it listens. */
async function child(kind: string): Promise<void> {
  process.on('SIGTERM', () => process.exit(0));
  // The CPU this server has used so far (µs), asked before and after each slice of load.
  process.on('message', (m) => {
    if (m === 'cpu') {
      const u = process.cpuUsage();
      process.send?.({ cpu: u.user + u.system });
    }
  });
  const ready = kind === 'app' ? await serveApp() : await serveBare(kind === 'minimal' ? 'minimal' : 'bare');
  process.send?.(ready);
}

function startChild(kind: 'bare' | 'minimal' | 'app'): Promise<{ proc: ChildProcess; ready: Ready }> {
  const proc = fork(fileURLToPath(import.meta.url), ['--serve', kind], {
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": a CPU profile of each server
    // under the load (written when the bench stops it), to see where a request spends its time.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    proc.once('message', (ready) => resolve({ proc, ready: ready as Ready }));
    proc.once('exit', (code) =>
      reject(new Error(`${kind} server exited (${code ?? 'signal'}) before it was ready`)),
    );
  });
}

interface Run {
  rps: number;
  p99: number;
  total: number;
  /** The server's own CPU per request answered (µs): what a core of it can serve, whatever the load. */
  cpuPerRequest: number;
}

/** The server process's CPU time so far (µs), as it reports it. */
function cpuOf(proc: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const on = (m: unknown) => {
      if (m && typeof m === 'object' && 'cpu' in m && typeof m.cpu === 'number') {
        proc.off('message', on);
        resolve(m.cpu);
      }
    };
    proc.on('message', on);
    proc.send('cpu');
  });
}

async function load(
  kind: string,
  ready: Ready,
  seconds: number,
  connections: number,
  proc: ChildProcess,
): Promise<Run> {
  const cpu0 = await cpuOf(proc);
  const result = await autocannon({ url: ready.url, headers: ready.headers, connections, duration: seconds });
  const cpu1 = await cpuOf(proc);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${kind}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    cpuPerRequest: (cpu1 - cpu0) / Math.max(1, result.requests.total),
  };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-IN');

const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Both servers run side by side, each in its own process, and are loaded in turns in short slices:
 * a background load that comes and goes during the run (this machine is shared) falls on both alike,
 * and the median slice decides. Beside the req/s share, the CPU share: bare's CPU per request over
 * the app's (each server reports its own CPU time) — what a core of each can serve when autocannon
 * is not competing for the same cores. On a machine loaded by other jobs both move a lot (req/s
 * share 61 % to 137 %, CPU share 52 % to 107 % within one hour on 2026-11-26).
 */
export interface AuthFigures {
  /** Authenticated GET requests per second as a share of bare node:http's (median slice). */
  ratio: number;
  /** Bare node:http's CPU per request over the app's (median slice): the share a core serves. */
  cpuRatio: number;
  /** The share against a bare server that sends no security headers (the figure before 26 Nov). */
  minimalRatio: number;
  bareRps: number;
  appRps: number;
}

export async function runAuthBench(size: { rounds?: number; seconds?: number } = {}): Promise<AuthFigures> {
  const seconds = size.seconds ?? arg('seconds', 1);
  const connections = arg('connections', 10);
  const rounds = size.rounds ?? arg('rounds', 5);
  console.log(
    `auth bench: authenticated JSON GET, ${connections} connections, ${rounds} × ${seconds} s each, 127.0.0.1`,
  );
  const bare = await startChild('bare');
  const minimal = await startChild('minimal');
  const app = await startChild('app');
  const open: Ready = { url: app.ready.openUrl ?? app.ready.url, headers: {} };
  try {
    // A short warm-up lets the JIT and the token caches settle before the measured runs.
    for (const [kind, ready] of [
      ['bare', bare.ready],
      ['minimal', minimal.ready],
      ['open', open],
      ['app', app.ready],
    ] as const) {
      await load(
        kind,
        ready,
        1,
        connections,
        kind === 'bare' ? bare.proc : kind === 'minimal' ? minimal.proc : app.proc,
      );
    }
    const runs: { bare: Run; minimal: Run; open: Run; app: Run }[] = [];
    for (let i = 0; i < rounds; i++) {
      // The two slices the ratio compares run back to back, in turns first and second (bare, app,
      // open; then open, app, bare): a background load that rises or falls during a round weighs
      // on both alike, and neither server always runs first.
      let b: Run, m: Run, o: Run, a: Run;
      if (i % 2 === 0) {
        b = await load('bare', bare.ready, seconds, connections, bare.proc);
        a = await load('app', app.ready, seconds, connections, app.proc);
        o = await load('open', open, seconds, connections, app.proc);
        m = await load('minimal', minimal.ready, seconds, connections, minimal.proc);
      } else {
        m = await load('minimal', minimal.ready, seconds, connections, minimal.proc);
        o = await load('open', open, seconds, connections, app.proc);
        a = await load('app', app.ready, seconds, connections, app.proc);
        b = await load('bare', bare.ready, seconds, connections, bare.proc);
      }
      runs.push({ bare: b, minimal: m, open: o, app: a });
    }
    const line = (label: string, pick: (r: (typeof runs)[number]) => Run) =>
      console.log(
        `  ${label}: ${fmt(mean(runs.map((r) => pick(r).rps)))} req/s (p99 ${Math.max(...runs.map((r) => pick(r).p99))} ms), ` +
          `CPU ${median(runs.map((r) => pick(r).cpuPerRequest)).toFixed(0)} µs per request`,
      );
    line('bare node:http, the same headers', (r) => r.bare);
    line('bare node:http, content-type and length only', (r) => r.minimal);
    line('DOM app, same route without a session', (r) => r.open);
    line('DOM app, token + permission check', (r) => r.app);
    const ratio = median(runs.map((r) => r.app.rps / r.bare.rps));
    console.log(
      `  each round, app/bare req/s: ${runs.map((r) => ((r.app.rps / r.bare.rps) * 100).toFixed(1)).join(' / ')} %; ` +
        `CPU: ${runs.map((r) => ((r.bare.cpuPerRequest / r.app.cpuPerRequest) * 100).toFixed(1)).join(' / ')} %`,
    );
    const cpuRatio = median(runs.map((r) => r.bare.cpuPerRequest / r.app.cpuPerRequest));
    const minimalRatio = median(runs.map((r) => r.app.rps / r.minimal.rps));
    const identity = median(runs.map((r) => r.open.cpuPerRequest / r.app.cpuPerRequest));
    console.log(
      `  identity's own cost: the authenticated GET serves ${(identity * 100).toFixed(1)}% of the open one`,
    );
    console.log(
      `  ratio (median slice): ${(ratio * 100).toFixed(1)}% of bare node:http (target ≥ ${TARGET * 100}%) — ${ratio >= TARGET ? 'met' : 'NOT met'}; ` +
        `by CPU per request a core serves ${(cpuRatio * 100).toFixed(1)}% of bare's requests; ` +
        `${(minimalRatio * 100).toFixed(1)}% of a bare server sending no security headers`,
    );
    return {
      ratio,
      cpuRatio,
      minimalRatio,
      bareRps: mean(runs.map((r) => r.bare.rps)),
      appRps: mean(runs.map((r) => r.app.rps)),
    };
  } finally {
    bare.proc.kill();
    minimal.proc.kill();
    app.proc.kill();
  }
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) {
  child(process.argv[serveIndex + 1] ?? 'bare').catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

// `npm test`: everything, in order — typecheck, lint, unit tests, API tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), build, then the browser suite in Chromium.
// Ends with one summary line: "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const results = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n━━ ${name}`);
  let ok = false;
  try {
    ok = fn();
  } catch (err) {
    console.error(err);
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ name, ok, seconds });
  console.log(`━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  return ok;
}

/**
 * Steps that only read the sources (typecheck, lint) run side by side: each is one single-threaded
 * process, so on two cores together they take about as long as the slower one. Their output is
 * held and printed step by step, so the log reads as if they had run in turn.
 */
async function parallelSteps(steps) {
  const t0 = Date.now();
  const finished = await Promise.all(
    steps.map(
      ({ name, cmd, args }) =>
        new Promise((resolve) => {
          const out = [];
          const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (d) => out.push(d));
          child.stderr.on('data', (d) => out.push(d));
          child.on('error', (err) => {
            out.push(Buffer.from(String(err)));
            resolve({ name, ok: false, out, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
          });
          child.on('close', (code) =>
            resolve({ name, ok: code === 0, out, seconds: ((Date.now() - t0) / 1000).toFixed(1) }),
          );
        }),
    ),
  );
  for (const r of finished) {
    console.log(`\n━━ ${r.name}`);
    process.stdout.write(Buffer.concat(r.out));
    console.log(`━━ ${r.name}: ${r.ok ? 'ok' : 'FAILED'} (${r.seconds} s, alongside the others)`);
    results.push({ name: r.name, ok: r.ok, seconds: r.seconds });
  }
}

function vitest(name, projects, env = {}) {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const status = run('npx', args, { env: { ...process.env, ...env } });
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    counts.passed += r.numPassedTests ?? 0;
    counts.failed += r.numFailedTests ?? 0;
    counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  } else if (status !== 0) {
    counts.failed += 1;
  }
  return status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium from Debian (apt-get install -y chromium)…');
    run('apt-get', ['update', '-qq']);
    if (run('apt-get', ['install', '-y', '-qq', 'chromium']) === 0 && existsSync(CHROMIUM)) return true;
  }
  console.error(
    `The browser tests need Debian's Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`,
  );
  return false;
}

ensureInstalled();

await parallelSteps([
  { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
]);
step('unit tests (domain, contract, web)', () => vitest('unit', ['domain', 'contract', 'web']));
step('API tests on PGlite', () => vitest('api-pglite', ['server'], { DOM_TEST_ENGINE: 'pglite' }));
if (process.env.TEST_DATABASE_URL) {
  step('API tests on PostgreSQL', () => vitest('api-postgres', ['server'], { DOM_TEST_ENGINE: 'postgres' }));
} else {
  console.log('\n(TEST_DATABASE_URL is not set: API tests ran on PGlite only)');
}
const built = step('build', () => {
  ensureBuilt({ force: true });
  return true;
});
if (built) {
  step('browser tests (Playwright, Chromium)', () => {
    if (!ensureChromium()) {
      counts.failed += 1;
      return false;
    }
    const file = path.join(reports, 'e2e.json');
    const status = run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      },
    );
    if (existsSync(file)) {
      const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
      counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
      counts.failed += s.unexpected ?? 0;
      counts.skipped += s.skipped ?? 0;
    } else if (status !== 0) {
      counts.failed += 1;
    }
    return status === 0;
  });
}

console.log('\n━━ summary');
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds} s)`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && counts.failed === 0) counts.failed = failedSteps;
console.log(
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedSteps > 0 ? 1 : 0);

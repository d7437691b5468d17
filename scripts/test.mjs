// `npm test`: everything — typecheck, lint, unit tests, API tests on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set) in two lanes side by side, then the build, then the browser suite in
// Chromium with the performance budgets' quick check beside it (`npm run bench -- --quick`).
// Ends with one summary line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { playwrightFailures, vitestFailures } from './failures.mjs';
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

/** Runs one command with its output held; resolves with its exit status, output and duration. */
function captured(cmd, args, env = {}) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const out = [];
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    const done = (ok) => resolve({ ok, out, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
    child.on('error', (err) => {
      out.push(Buffer.from(String(err)));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * One line per failed (or flaky) test, printed beside the summary: CI keeps only the end of the
 * log, and a failure nobody can read cannot be fixed (scripts/failures.mjs).
 */
const whys = [];
const flakes = [];

/** Adds a Vitest JSON report's counts to the totals; false when the report is missing. */
function tally(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  whys.push(...vitestFailures(r, root));
  counts.passed += r.numPassedTests ?? 0;
  counts.failed += r.numFailedTests ?? 0;
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  return true;
}

function vitestStep(name, projects, env = {}) {
  const report = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  return { name, cmd: 'npx', args, env, report };
}

/**
 * The steps before the browser suite are each one single-threaded process (Vitest gives a 2-core
 * machine one worker; PGlite runs inside it), so they run in two lanes side by side: each lane's
 * steps in turn, both lanes at once. The API suites copy their databases from per-process templates
 * (PGlite files named by pid, PostgreSQL databases with random names), so the two engines never
 * share anything. A step's output is held and printed whole when it ends, so the log reads step by
 * step; the summary keeps the order below.
 */
async function lanes(...list) {
  const order = list.flat().map((s) => s.name);
  const byName = new Map();
  await Promise.all(
    list.map(async (steps) => {
      for (const s of steps) {
        console.log(`\n━━ ${s.name}: started`);
        const r = await captured(s.cmd, s.args, s.env);
        console.log(`\n━━ ${s.name}`);
        process.stdout.write(Buffer.concat(r.out));
        let ok = r.ok;
        if (s.report && !tally(s.report) && !ok) counts.failed += 1;
        if (s.tap) {
          // node:test's TAP summary lines.
          const text = Buffer.concat(r.out).toString();
          const n = (word) => Number(new RegExp(`^# ${word} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
          counts.passed += n('pass');
          counts.failed += n('fail') || (ok ? 0 : 1);
        }
        console.log(`━━ ${s.name}: ${ok ? 'ok' : 'FAILED'} (${r.seconds} s, beside the other lane)`);
        byName.set(s.name, { name: s.name, ok, seconds: r.seconds });
      }
    }),
  );
  for (const name of order) results.push(byName.get(name));
}

/**
 * The clock-moved run (issue 44): a date bomb — a test or a seed that reads a fixed day — fails
 * here before it fails on the calendar. libfaketime (Debian's faketime) moves the wall clock of the
 * test process and everything in it, PGlite included; the monotonic clock is left alone so timers
 * and timeouts keep real time. DOM_TEST_CLOCK_SHIFT picks the shift (default a year ahead; '-365d'
 * a year back; 'none' runs on the real clock).
 */
const CLOCK_SHIFT = process.env.DOM_TEST_CLOCK_SHIFT ?? '+365d';
function ensureFaketime() {
  const has = () => spawnSync('sh', ['-c', 'command -v faketime'], { stdio: 'ignore' }).status === 0;
  if (has()) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing faketime from Debian (apt-get install -y faketime)…');
    run('apt-get', ['update', '-qq']);
    if (run('apt-get', ['install', '-y', '-qq', 'faketime']) === 0 && has()) return true;
  }
  console.error('The clock-moved API run needs faketime: sudo apt-get install -y faketime');
  return false;
}

/** A step run with the wall clock moved by CLOCK_SHIFT. */
function clockMoved(s) {
  return {
    ...s,
    name: `${s.name}, clock moved ${CLOCK_SHIFT}`,
    cmd: 'faketime',
    args: ['-f', CLOCK_SHIFT, s.cmd, ...s.args],
    env: { ...s.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
  };
}

/**
 * The browser suite's tools from Debian: Chromium, and pdftotext (poppler-utils) with which the
 * document tests read the PDFs the app serves. Installed when missing and the tests run as root;
 * otherwise the message says what to install.
 */
const BROWSER_TOOLS = [
  { file: CHROMIUM, pkg: 'chromium' },
  { file: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];
function ensureBrowserTools() {
  const missing = () => BROWSER_TOOLS.filter((t) => !existsSync(t.file));
  if (missing().length === 0) return true;
  if (process.getuid?.() === 0) {
    const pkgs = missing().map((t) => t.pkg);
    console.log(`Installing from Debian (apt-get install -y ${pkgs.join(' ')})…`);
    run('apt-get', ['update', '-qq']);
    if (run('apt-get', ['install', '-y', '-qq', ...pkgs]) === 0 && missing().length === 0) return true;
  }
  const pkgs = missing().map((t) => t.pkg);
  console.error(
    `The browser tests need ${pkgs.join(' and ')}. Install with: sudo apt-get install -y ${pkgs.join(' ')}`,
  );
  return false;
}

ensureInstalled();

// Balanced by what each step took on a 2-core CI machine (2026-11-26: unit 346 s, typecheck 155 s,
// lint 313 s, API on PostgreSQL 366 s, API on PGlite whole ~400 s). With PostgreSQL, the API suite
// runs whole there on the real clock and whole on PGlite with the clock moved a year (issue 44);
// without it, whole on PGlite on the real clock.
const scriptTests = {
  name: 'script tests (node:test)',
  cmd: 'node',
  args: ['--test', '--test-reporter=tap', 'scripts/supervise.test.mjs', 'scripts/failures.test.mjs'],
  tap: true,
};
const unitTests = vitestStep('unit tests (domain, contract, web)', ['domain', 'contract', 'web']);
const typecheck = { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] };
const lint = { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] };
let laneA;
let laneB;
if (process.env.TEST_DATABASE_URL) {
  // PostgreSQL runs the API suite whole on the real clock; PGlite runs it whole with the clock
  // moved (a date bomb fails here first). Without faketime (not root, no package) PGlite runs the
  // engine subset on the real clock, as before, and the summary says so.
  const moved = CLOCK_SHIFT !== 'none' && ensureFaketime();
  const pglite = moved
    ? clockMoved(vitestStep('API tests on PGlite', ['server'], { DOM_TEST_ENGINE: 'pglite' }))
    : vitestStep('API tests on PGlite (engine subset)', ['server'], {
        DOM_TEST_ENGINE: 'pglite',
        ...(process.env.DOM_PGLITE_FULL === '1' ? {} : { DOM_TEST_SUBSET: 'engine' }),
      });
  laneA = [scriptTests, unitTests, pglite];
  laneB = [
    lint,
    vitestStep('API tests on PostgreSQL', ['server'], { DOM_TEST_ENGINE: 'postgres' }),
    typecheck,
  ];
} else {
  console.log('\n(TEST_DATABASE_URL is not set: API tests run on PGlite only)');
  laneA = [
    scriptTests,
    unitTests,
    vitestStep('API tests on PGlite', ['server'], { DOM_TEST_ENGINE: 'pglite' }),
  ];
  laneB = [typecheck, lint];
}
await lanes(laneA, laneB);
const built = step('build', () => {
  ensureBuilt({ force: true });
  return true;
});
if (built) {
  // The budgets that CI gates (bench/budgets.json, `ci: true`): the bundle sizes, which are exact
  // and take seconds. The timed budgets need a quiet machine (beside the browser suite a 2-core
  // runner measures the browser, not the code): `npm run bench -- --quick` checks them all.
  step('performance budgets (bundle sizes)', () => {
    const benchReport = path.join(reports, 'budgets.json');
    const status = run('npx', ['tsx', 'bench/run.ts', '--quick', '--ci', '--report', benchReport]);
    if (existsSync(benchReport)) {
      const r = JSON.parse(readFileSync(benchReport, 'utf8'));
      counts.passed += r.passed ?? 0;
      counts.failed += r.failed ?? 0;
    } else if (status !== 0) {
      counts.failed += 1;
    }
    return status === 0;
  });
  step('browser tests (Playwright, Chromium)', () => {
    if (!ensureBrowserTools()) {
      counts.failed += 1;
      return false;
    }
    const file = path.join(reports, 'e2e.json');
    const status = run(
      'npx',
      // One retry: on a loaded 2-core runner a browser test can miss a wait it makes alone. A test
      // that passes only on its retry is named below as flaky; one that fails twice fails the run.
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', '--retries=1'],
      {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      },
    );
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const digest = playwrightFailures(report);
      whys.push(...digest.failed);
      flakes.push(...digest.flaky);
      const s = report.stats ?? {};
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
for (const f of flakes.slice(0, 6)) console.log(`  flaky  ${f}`);
for (const w of whys.slice(0, 8)) console.log(`  why    ${w}`);
if (whys.length > 8) console.log(`  why    … and ${whys.length - 8} more failures above`);
const failedSteps = results.filter((r) => !r.ok).length;
if (failedSteps > 0 && counts.failed === 0) counts.failed = failedSteps;
console.log(
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failedSteps > 0 ? 1 : 0);

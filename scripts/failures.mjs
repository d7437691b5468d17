// One line per failed test from the test runners' JSON reports, for the end of `npm test`'s log:
// CI keeps only the end, and a failure nobody can read cannot be fixed.
import path from 'node:path';

// The terminal's colour codes (ESC [ … m), built from the character so the pattern stays printable.
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first `n` non-blank lines of a message, without colour codes, joined by " | ". */
export function firstLines(text, n = 2) {
  return String(text ?? '')
    .replace(COLOUR_CODES, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, n)
    .join(' | ');
}

export const clip = (text, n = 240) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

/** A Vitest JSON report's failed tests (and files that failed before any test ran). */
export function vitestFailures(report, root) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const tests = file.assertionResults ?? [];
    for (const t of tests) {
      if (t.status === 'failed') {
        out.push(clip(`${where} › ${t.fullName ?? t.title}: ${firstLines(t.failureMessages?.[0])}`));
      }
    }
    if (tests.length === 0 && file.status === 'failed')
      out.push(clip(`${where}: ${firstLines(file.message)}`));
  }
  return out;
}

/** A Playwright JSON report's failed tests (failed on every try) and flaky ones (passed on a retry). */
export function playwrightFailures(report) {
  const failed = [];
  const flaky = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const name = `[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`;
        const bad = (t.results ?? []).filter((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (t.status === 'unexpected') {
          const last = bad.at(-1);
          failed.push(clip(`${name}: ${firstLines(last?.error?.message ?? last?.status)}`));
        } else if (t.status === 'flaky') {
          flaky.push(clip(`${name} (first try: ${firstLines(bad[0]?.error?.message ?? bad[0]?.status, 1)})`));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { failed, flaky };
}

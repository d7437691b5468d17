import assert from 'node:assert/strict';
import { test } from 'node:test';
import { firstLines, playwrightFailures, vitestFailures } from './failures.mjs';

const ESC = String.fromCharCode(27);

test('firstLines drops colour codes and blank lines', () => {
  assert.equal(
    firstLines(`${ESC}[31mError: boom${ESC}[39m\n\n  Expected: 1\n  Received: 2`),
    'Error: boom | Expected: 1',
  );
});

test('a Vitest report names each failed test with its file and first message lines', () => {
  const report = {
    testResults: [
      {
        name: '/repo/apps/server/src/a.test.ts',
        status: 'failed',
        assertionResults: [
          { status: 'passed', fullName: 'a works' },
          {
            status: 'failed',
            fullName: 'a refuses',
            failureMessages: ['AssertionError: expected 400 to be 403\n at x'],
          },
        ],
      },
      {
        name: '/repo/apps/web/src/b.test.tsx',
        status: 'failed',
        assertionResults: [],
        message: 'Cannot find module x',
      },
    ],
  };
  assert.deepEqual(vitestFailures(report, '/repo'), [
    'apps/server/src/a.test.ts › a refuses: AssertionError: expected 400 to be 403 | at x',
    'apps/web/src/b.test.tsx: Cannot find module x',
  ]);
});

test('a Playwright report tells failed tests from flaky ones, through nested suites', () => {
  const spec = (title, status, results) => ({
    title,
    file: 'shell/login.spec.ts',
    line: 7,
    tests: [{ projectName: 'mobile', status, results }],
  });
  const report = {
    suites: [
      {
        specs: [spec('passes', 'expected', [{ status: 'passed' }])],
        suites: [
          {
            specs: [
              spec('fails twice', 'unexpected', [
                { status: 'failed', error: { message: 'first' } },
                {
                  status: 'timedOut',
                  error: { message: `${ESC}[2mTest timeout of 60000ms exceeded.${ESC}[22m` },
                },
              ]),
              spec('passes on retry', 'flaky', [
                { status: 'failed', error: { message: 'locator not visible\nmore' } },
                { status: 'passed' },
              ]),
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(playwrightFailures(report), {
    failed: ['[mobile] shell/login.spec.ts:7 › fails twice: Test timeout of 60000ms exceeded.'],
    flaky: ['[mobile] shell/login.spec.ts:7 › passes on retry (first try: locator not visible)'],
  });
});

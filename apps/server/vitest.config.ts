import { defineProject } from 'vitest/config';

// API and platform tests against a real database. DOM_TEST_ENGINE picks the engine
// (pglite by default; postgres needs TEST_DATABASE_URL). Each test file gets its own
// database copied from a migrated template made once in the global setup.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share one module graph per worker: each file builds its own app and database, and
    // nothing here keeps state in a module (no vi.mock: a test replaces a dependency through the
    // app's options). Re-importing the server for each of ~230 files cost about 300 s a run.
    isolate: false,
  },
});

import { defineProject } from 'vitest/config';

/**
 * DOM_TEST_SUBSET=engine: the tests where the engine itself makes a difference — the database
 * platform (connections, prepared statements, migrations, restarts), the seed, the integrations,
 * the whole-app checks (route walk, fuzz walk, boundaries, state matrix) and every concurrency
 * test (PGlite serialises transactions, PostgreSQL does not). `npm test` runs the API suite on
 * PGlite this way when it also runs it whole on PostgreSQL: both engines are PostgreSQL, so an
 * area's business tests find the same on each, and running them twice cost CI about 6 minutes.
 */
const ENGINE_SUBSET = [
  'src/*.test.ts',
  'src/platform/**/*.test.ts',
  'src/integrations/**/*.test.ts',
  'src/seed/**/*.test.ts',
  'test/**/*.test.ts',
  'src/modules/**/*concurrency*.test.ts',
  'src/modules/**/route-walk.test.ts',
];

// API and platform tests against a real database. DOM_TEST_ENGINE picks the engine
// (pglite by default; postgres needs TEST_DATABASE_URL). Each test file gets its own
// database copied from a migrated template made once in the global setup.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include:
      process.env.DOM_TEST_SUBSET === 'engine' ? ENGINE_SUBSET : ['src/**/*.test.ts', 'test/**/*.test.ts'],
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

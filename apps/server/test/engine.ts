export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  const e = process.env.DOM_TEST_ENGINE ?? 'pglite';
  if (e !== 'pglite' && e !== 'postgres')
    throw new Error(`DOM_TEST_ENGINE must be pglite or postgres, not ${e}`);
  if (e === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error('DOM_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  }
  return e;
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

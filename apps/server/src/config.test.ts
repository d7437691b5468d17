import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to port 8080, PGlite in ./data and demo mode', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demo).toBe(true);
    expect(c.fileStorageDir).toBe(path.join(path.resolve('./data'), 'files'));
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const c = loadConfig({
      PORT: '9090',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/dom',
      DOM_DEMO: '0',
    });
    expect(c).toMatchObject({
      port: 9090,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@127.0.0.1:5432/dom',
      demo: false,
    });
  });

  it('names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

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

  it('keeps files on local disk unless FILE_STORAGE=s3, and reads the S3 settings', () => {
    expect(loadConfig({}).fileStorage).toEqual({ kind: 'local' });
    expect(
      loadConfig({
        FILE_STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'dom-files',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).fileStorage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      publicEndpoint: undefined,
      bucket: 'dom-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      // With an endpoint (MinIO, Ceph) the bucket goes in the path unless told otherwise.
      forcePathStyle: true,
    });
    // AWS itself: no endpoint, virtual-hosted, credentials from the default chain.
    expect(
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'dom-files', S3_REGION: 'ap-south-1' }).fileStorage,
    ).toMatchObject({
      kind: 's3',
      region: 'ap-south-1',
      forcePathStyle: false,
      accessKeyId: undefined,
    });
  });

  it('refuses an S3 configuration that cannot work, saying why', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_BUCKET: FILE_STORAGE=s3 needs the bucket/);
    expect(() => loadConfig({ FILE_STORAGE: 'S3' })).toThrow(/FILE_STORAGE: Use local \(the default\) or s3/);
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'dom-files', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'dom-files' })).toThrow(
      /S3_BUCKET is set but FILE_STORAGE is local/,
    );
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'Dom_Files' })).toThrow(
      /S3_BUCKET: A bucket name is 3 to 63/,
    );
    expect(() =>
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'dom-files', S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/S3_ENDPOINT: Give the http\(s\) URL/);
    expect(() =>
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'dom-files', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(/S3_FORCE_PATH_STYLE: Use true or false/);
  });
});

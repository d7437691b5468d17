import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../src/config';

/**
 * A local S3-compatible server for tests: @20minutes/s3rver (from npm, plain JavaScript, no binary)
 * in a child process on 127.0.0.1 at a free port, its objects in a temporary folder, one bucket
 * made at start. It checks SigV4 signatures, header and presigned, and presigned expiry, as S3 does.
 */
export interface LocalS3 {
  endpoint: string;
  /** The settings FILE_STORAGE=s3 reads for it (config.fileStorage). */
  config: S3Config;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'dom-files-test'): Promise<LocalS3> {
  // The SDK warns once per process that its 2027 releases will need Node 22; not a test's concern.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const directory = mkdtempSync(path.join(os.tmpdir(), 'dom-s3-'));
  const child = fork(new URL('./s3rver-child.mjs', import.meta.url), [directory, bucket], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const started = await Promise.race([
    once(child, 'message') as Promise<[{ port: number }]>,
    once(child, 'exit').then(([code]) => {
      throw new Error(`the local S3 server ended at start (exit ${String(code)})`);
    }),
  ]);
  const endpoint = `http://127.0.0.1:${started[0].port}`;
  return {
    endpoint,
    config: {
      endpoint,
      publicEndpoint: undefined,
      bucket,
      region: 'us-east-1',
      // s3rver's one account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.send('close');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
        if (child.exitCode === null) child.kill();
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

// The tests' local S3 server in its own process (test/s3-server.ts forks this): so what a test
// measures of its own memory is the client's, not the server's. Posts its port once listening.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import S3rver from '@20minutes/s3rver';

const require = createRequire(import.meta.url);
const S3Error = require('@20minutes/s3rver/lib/models/error');

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});

// S3's conditional writes, which s3rver predates: a PUT with `If-None-Match: *` writes only when no
// object has the key, else 412 PreconditionFailed (docs.aws.amazon.com/AmazonS3/latest/userguide/
// conditional-writes.html). The header is read per request; the check runs at the store's write,
// after s3rver has checked the signature, as S3 does.
const request = new AsyncLocalStorage();
server.middleware.unshift((ctx, next) => request.run(ctx.headers, next));
const putObject = server.store.putObject.bind(server.store);
server.store.putObject = async (object) => {
  const noneMatch = request.getStore()?.['if-none-match'];
  if (noneMatch === '*' && (await server.store.existsObject(object.bucket, object.key)))
    throw new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', {
      Condition: 'If-None-Match',
    });
  return putObject(object);
};

const { port } = await server.run();
process.send?.({ port });
process.on('message', async (m) => {
  if (m === 'close') {
    await server.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

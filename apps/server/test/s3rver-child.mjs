// The tests' local S3 server in its own process (test/s3-server.ts forks this): so what a test
// measures of its own memory is the client's, not the server's. Posts its port once listening.
import S3rver from '@20minutes/s3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.send?.({ port });
process.on('message', async (m) => {
  if (m === 'close') {
    await server.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

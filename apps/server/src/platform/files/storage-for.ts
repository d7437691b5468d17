import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { UrlSigner } from './url-signer';

/** The configured store: local disk (default) or S3-compatible (FILE_STORAGE=s3). */
export function storageFor(
  config: Pick<Config, 'fileStorage' | 'fileStorageDir'>,
  signer: UrlSigner,
): FileStorage {
  const c = config.fileStorage;
  if (c.kind === 'local') return new LocalDiskStorage(config.fileStorageDir, signer);
  return new S3Storage({
    bucket: c.bucket,
    region: c.region,
    endpoint: c.endpoint,
    publicEndpoint: c.publicEndpoint,
    accessKeyId: c.accessKeyId,
    secretAccessKey: c.secretAccessKey,
    forcePathStyle: c.forcePathStyle,
  });
}

/** The configured store, checked once at start: a bucket that cannot be used stops the server with why. */
export async function openStorage(
  config: Pick<Config, 'fileStorage' | 'fileStorageDir'>,
  signer: UrlSigner,
): Promise<FileStorage> {
  const storage = storageFor(config, signer);
  if (storage instanceof S3Storage) await storage.check();
  return storage;
}

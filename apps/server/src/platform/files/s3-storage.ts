import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type FileStorage,
  type ObjectMeta,
  type StoredObject,
  StoredObjectMissing,
  type UploadTarget,
} from './file-storage';
import { contentDisposition } from './content-disposition';
import { isSafeStorageKey } from './local-disk-storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph); AWS S3 itself when absent. */
  endpoint?: string;
  /**
   * The endpoint browsers reach, when it is not the one the server uses (MinIO at http://minio:9000
   * inside the cluster, https://files.example.com outside): download and upload addresses are
   * presigned for this one.
   */
  publicEndpoint?: string;
  /** Both or neither: without them the SDK's default chain (environment, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO, Ceph, s3rver) rather than in the host name. */
  forcePathStyle: boolean;
  /** Bytes per part of a multipart upload (S3's floor is 5 MiB); also the most `put` holds at once. */
  partSizeBytes?: number;
  /** Seconds since the epoch (the expiry an upload target reports). */
  now?: () => number;
}

const MiB = 1024 * 1024;

function clientOf(o: S3StorageOptions, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: o.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: o.forcePathStyle,
    ...(o.accessKeyId && o.secretAccessKey
      ? { credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible stores (older MinIO, Ceph) do not all
    // read the trailing checksums the SDK now sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const statusOf = (err: unknown): number | undefined =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => {
  const name = (err as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
};

/** The object's own Content-Type and Content-Disposition, which its presigned downloads serve. */
const objectHeaders = (meta: ObjectMeta) => ({
  ...(meta.contentType ? { ContentType: meta.contentType } : {}),
  ...(meta.name ? { ContentDisposition: contentDisposition(meta.name) } : {}),
});

/**
 * Reads a stream into pieces of `size` bytes (the last may be shorter), copied into two buffers
 * used in turn: a piece stays valid until the one after the next is read, which is all `put`
 * needs (it holds the first piece while it reads the second, then uploads one at a time).
 */
async function* piecesOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  const buffers: [Buffer, Buffer] = [Buffer.allocUnsafe(size), Buffer.allocUnsafe(size)];
  let turn = 0;
  let fill = 0;
  let yielded = false;
  for await (const chunk of body as AsyncIterable<Buffer | string>) {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    while (buf.length > 0) {
      const target = turn === 0 ? buffers[0] : buffers[1];
      const n = buf.copy(target, fill);
      fill += n;
      buf = buf.subarray(n);
      if (fill === size) {
        yield target;
        yielded = true;
        turn = 1 - turn;
        fill = 0;
      }
    }
  }
  if (fill > 0 || !yielded) yield (turn === 0 ? buffers[0] : buffers[1]).subarray(0, fill);
}

/**
 * An S3-compatible store (AWS S3, MinIO, Ceph) behind FileStorage. A body up to one part is one
 * PUT; a longer stream is a multipart upload of `partSizeBytes` parts, so memory holds one part at
 * most whatever the file's size. Download and upload addresses are presigned by the store.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly signingClient: S3Client;
  private readonly bucket: string;
  private readonly partSize: number;
  private readonly now: () => number;
  private readonly publicBase: URL | null;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.partSize = Math.max(5 * MiB, options.partSizeBytes ?? 8 * MiB);
    this.client = clientOf(options, options.endpoint);
    this.signingClient =
      options.publicEndpoint && options.publicEndpoint !== options.endpoint
        ? clientOf(options, options.publicEndpoint)
        : this.client;
    this.now = options.now ?? (() => Math.floor(Date.now() / 1000));
    const base = options.publicEndpoint ?? options.endpoint;
    this.publicBase = base ? new URL(base) : null;
  }

  private checked(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return key;
  }

  /**
   * Fails with a readable reason when the bucket cannot be written with these settings: a small
   * object is written and removed (what the server needs is to write, not only to see the bucket).
   */
  async check(): Promise<void> {
    const Key = '_dom/storage-check';
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key, Body: Buffer.from('ok'), ContentLength: 2 }),
      );
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    } catch (err) {
      const status = statusOf(err);
      const name = (err as { name?: string }).name;
      const why =
        name === 'NoSuchBucket' || status === 404
          ? 'the bucket does not exist'
          : status === 403 || status === 401
            ? 'access is refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may write to the bucket)'
            : (err as Error).message || name || 'no answer';
      throw new Error(
        `File storage: the S3 bucket "${this.bucket}" at ${this.options.endpoint ?? `AWS ${this.options.region}`} cannot be used: ${why}`,
      );
    }
  }

  async put(key: string, body: Readable | Buffer, meta: ObjectMeta = {}): Promise<StoredObject> {
    const Key = this.checked(key);
    const served = objectHeaders(meta);
    const hash = createHash('sha256');
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    const pieces = piecesOf(source, this.partSize);
    const first = await pieces.next();
    const firstPiece = first.done ? Buffer.alloc(0) : first.value;
    hash.update(firstPiece);
    const second = first.done ? await pieces.return(undefined) : await pieces.next();
    if (second.done) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: firstPiece,
          ContentLength: firstPiece.length,
          ...served,
        }),
      );
      return { key, sizeBytes: firstPiece.length, sha256: hash.digest('hex') };
    }
    // Longer than a part: multipart, aborted on any failure so no half object stays behind.
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key, ...served }),
    );
    if (!UploadId) throw new Error('the store answered no upload id');
    const parts: { ETag: string; PartNumber: number }[] = [];
    let size = 0;
    const upload = async (piece: Buffer) => {
      const PartNumber = parts.length + 1;
      const { ETag } = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key,
          UploadId,
          PartNumber,
          Body: piece,
          ContentLength: piece.length,
        }),
      );
      parts.push({ ETag: ETag ?? '', PartNumber });
      size += piece.length;
    };
    try {
      await upload(firstPiece);
      hash.update(second.value);
      await upload(second.value);
      for await (const piece of pieces) {
        hash.update(piece);
        await upload(piece);
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (err) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId }))
        .catch(() => undefined);
      throw err;
    }
    return { key, sizeBytes: size, sha256: hash.digest('hex') };
  }

  async get(key: string): Promise<Readable> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
      );
      if (!out.Body) throw new StoredObjectMissing(key);
      // In Node the SDK's body is the HTTP response itself: a Readable.
      return out.Body as Readable;
    } catch (err) {
      if (isMissing(err)) throw new StoredObjectMissing(key);
      throw err;
    }
  }

  async head(key: string): Promise<{ sizeBytes: number } | null> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }),
      );
      return { sizeBytes: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  downloadUrl(args: {
    fileId: string;
    key: string;
    name: string;
    ttlSeconds: number;
    contentType?: string;
  }): Promise<string> {
    return getSignedUrl(
      this.signingClient,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(args.key),
        // The download name rides with the object (put, uploadUrl): a response override would
        // carry RFC 5987's quotes in the query, which some S3-compatible stores sign differently.
        ...(args.contentType ? { ResponseContentType: args.contentType } : {}),
        ResponseCacheControl: 'private, max-age=300',
      }),
      { expiresIn: args.ttlSeconds },
    );
  }

  async uploadUrl(args: { key: string; contentType: string; ttlSeconds: number }): Promise<UploadTarget> {
    const expires = this.now() + args.ttlSeconds;
    const url = await getSignedUrl(
      this.signingClient,
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(args.key),
        ContentType: args.contentType,
        // A conditional write (S3's If-None-Match: *): the bucket refuses (412) a second PUT to the
        // key, so the presigned address is single-use at the store as it is on local disk (issue 30
        // §5). The header is signed: a PUT without it does not match the signature (403).
        IfNoneMatch: '*',
      }),
      { expiresIn: args.ttlSeconds, signableHeaders: new Set(['content-type', 'if-none-match']) },
    );
    return {
      url,
      method: 'PUT',
      headers: { 'content-type': args.contentType, 'if-none-match': '*' },
      expires,
    };
  }

  /**
   * The key of one of this store's presigned addresses: the same host and bucket (in the path or
   * the host name), then the key. The signature is the store's to check; the key alone names no
   * more than a bare storage key does (file-path.ts accepts those too, and reads the expiry).
   */
  keyOfUrl(url: URL): string | null {
    const base = this.publicBase;
    let key: string;
    if (this.options.forcePathStyle) {
      if (url.host !== (base?.host ?? `s3.${this.options.region}.amazonaws.com`)) return null;
      const basePath = base ? base.pathname.replace(/\/+$/, '') : '';
      const prefix = `${basePath}/${this.bucket}/`;
      if (!url.pathname.startsWith(prefix)) return null;
      key = url.pathname.slice(prefix.length);
    } else {
      const hosts = base
        ? [`${this.bucket}.${base.host}`]
        : [`${this.bucket}.s3.${this.options.region}.amazonaws.com`, `${this.bucket}.s3.amazonaws.com`];
      if (!hosts.includes(url.host)) return null;
      key = url.pathname.slice(1);
    }
    // Storage keys need no escaping (isSafeStorageKey), so an escaped one is not ours.
    return isSafeStorageKey(key) ? key : null;
  }
}

import type { UrlSigner } from './url-signer';

/** What a path handed back to us names: one of our files, or why it is not one. */
export type FilePathRef = { fileId: string } | { storageKey: string } | { problem: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SIGNED_PATH = new RegExp(`^/api/files/(${UUID})/content$`);
/** `FilesService.save` keys: year/month/uuid-safe-name (no dot-segments, no scheme, no host). */
const STORAGE_KEY = new RegExp(`^\\d{4}/\\d{2}/${UUID}-[A-Za-z0-9._-]{1,120}$`);

export const NOT_OUR_FILE = 'The path is not a file in our storage';
const EXPIRED_LINK = 'The file link has expired; upload the file again';

/** A SigV4 presigned address past X-Amz-Date + X-Amz-Expires (a missing or odd date counts as past). */
function presignedExpired(url: URL, nowMs: number): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(url.searchParams.get('X-Amz-Date') ?? '');
  const ttl = Number(url.searchParams.get('X-Amz-Expires'));
  if (!m || !Number.isFinite(ttl)) return true;
  const [, y, mo, d, h, mi, se] = m.map(Number) as [number, number, number, number, number, number, number];
  return nowMs > Date.UTC(y, mo - 1, d, h, mi, se) + ttl * 1000;
}

/**
 * Reads a file path a client sends back (after an upload answered it): our signed download
 * address (`/api/files/{id}/content?expires&signature`, relative or absolute — the signature, not
 * the host, proves we issued it), the store's own presigned address when files live in S3 (with
 * `storeKeyOf`), or a storage key as `FilesService.save` makes them. Anything
 * else — another host's URL, a bucket path, `..` — is not ours. An expired link is refused too: a
 * fresh upload answers a fresh one.
 */
export function parseFilePath(
  path: string,
  signer: UrlSigner,
  /** The store's own reading of its presigned addresses (FilesService.storageKeyOfUrl), when S3. */
  storeKeyOf?: (url: URL) => string | null,
  now: () => number = () => Date.now(),
): FilePathRef {
  const text = path.trim();
  if (STORAGE_KEY.test(text) && !text.includes('..')) return { storageKey: text };
  let url: URL;
  try {
    url = new URL(text, 'http://local.invalid');
  } catch {
    return { problem: NOT_OUR_FILE };
  }
  const storeKey = storeKeyOf && url.host !== 'local.invalid' ? storeKeyOf(url) : null;
  if (storeKey !== null) {
    if (!STORAGE_KEY.test(storeKey)) return { problem: NOT_OUR_FILE };
    if (presignedExpired(url, now())) return { problem: EXPIRED_LINK };
    return { storageKey: storeKey };
  }
  const match = SIGNED_PATH.exec(url.pathname);
  const fileId = match?.[1];
  const expires = Number(url.searchParams.get('expires'));
  const signature = url.searchParams.get('signature');
  if (!fileId || !Number.isSafeInteger(expires) || !signature) return { problem: NOT_OUR_FILE };
  const check = signer.verify(fileId, expires, signature);
  if (!check.ok)
    return {
      problem: check.reason === 'expired' ? EXPIRED_LINK : NOT_OUR_FILE,
    };
  return { fileId };
}

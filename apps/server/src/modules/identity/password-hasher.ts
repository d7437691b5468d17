import { hash, verify } from '@node-rs/argon2';

// Argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane): the library's defaults, stated here so
// a change of library default cannot weaken stored hashes silently.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Verifies a password. With no stored hash (unknown user, SSO-only account) it still runs a full
 * Argon2id verification against a throwaway hash, so the answer takes as long as a real mismatch.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const normalized = password.normalize('NFKC');
  if (!storedHash) {
    dummy ??= hash('not-a-real-password', OPTIONS);
    await verify(await dummy, normalized).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, normalized);
  } catch {
    return false;
  }
}

/** A hash made with weaker parameters than today's is replaced at the next successful sign-in. */
export function needsRehash(storedHash: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!m) return true;
  return Number(m[1]) < OPTIONS.memoryCost || Number(m[2]) < OPTIONS.timeCost;
}

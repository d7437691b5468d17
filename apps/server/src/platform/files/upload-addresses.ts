import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { uploadAddresses } from '../db/schema/index';
import { UPLOAD_LINK_MESSAGES } from '@dom/domain';
import { AppError } from '../errors';
import type { FileStorage } from './file-storage';

export type UploadAddress = typeof uploadAddresses.$inferSelect;

/** How many unused, unexpired addresses one user may hold at once (each may carry its purpose's cap). */
export const OPEN_ADDRESSES_PER_USER = 20;

const { expired: EXPIRED, invalid: INVALID, used: USED } = UPLOAD_LINK_MESSAGES;

/**
 * The ledger of signed upload addresses (the `upload_addresses` table). An address is single-use
 * (`use` marks it in one statement, so of two racing writes one wins), bound to its kind, purpose,
 * cap and caller, and expires; what it carried is claimed once; the sweep deletes what expired
 * unclaimed. The signature on the address only proves we issued it; this ledger says whether it
 * may still be used.
 */
export class UploadAddresses {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** Records a new address; a user holding too many open ones is refused (429). */
  async open(args: {
    kind: 'file' | 'task';
    purpose: string;
    fileName: string;
    issuedTo: string | null;
    maxBytes: number;
    ttlSeconds: number;
    storageKey?: string | null;
  }): Promise<UploadAddress> {
    const now = this.clock();
    if (args.issuedTo !== null) {
      const [open] = await this.db
        .select({ n: count() })
        .from(uploadAddresses)
        .where(
          and(
            eq(uploadAddresses.issuedTo, args.issuedTo),
            isNull(uploadAddresses.usedAt),
            gt(uploadAddresses.expiresAt, now),
          ),
        );
      if (Number(open?.n ?? 0) >= OPEN_ADDRESSES_PER_USER)
        throw new AppError(
          'RATE_LIMITED',
          `You have ${OPEN_ADDRESSES_PER_USER} uploads waiting. Finish or wait for them before starting another.`,
        );
    }
    const [row] = await this.db
      .insert(uploadAddresses)
      .values({
        kind: args.kind,
        purpose: args.purpose,
        fileName: args.fileName,
        issuedTo: args.issuedTo,
        maxBytes: args.maxBytes,
        storageKey: args.storageKey ?? null,
        expiresAt: new Date(now.getTime() + args.ttlSeconds * 1000),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('upload address insert returned no row');
    return row;
  }

  /**
   * Takes the address for one write: unknown 403, expired 403, already used 409. Only one of two
   * racing writes gets it. A task address is taken only by the user it was issued to (`sender`): for
   * anyone else it does not exist (403), and the issuer's address stays unused.
   */
  async use(
    where: { kind: 'file'; storageKey: string } | { kind: 'task'; id: string; sender: string },
  ): Promise<UploadAddress> {
    const now = this.clock();
    const match =
      where.kind === 'file'
        ? and(eq(uploadAddresses.kind, 'file'), eq(uploadAddresses.storageKey, where.storageKey))
        : and(
            eq(uploadAddresses.kind, 'task'),
            eq(uploadAddresses.id, where.id),
            eq(uploadAddresses.issuedTo, where.sender),
          );
    const [taken] = await this.db
      .update(uploadAddresses)
      .set({ usedAt: now })
      .where(and(match, isNull(uploadAddresses.usedAt), gt(uploadAddresses.expiresAt, now)))
      .returning();
    if (taken) return taken;
    const [row] = await this.db.select().from(uploadAddresses).where(match);
    if (!row) throw new AppError('FORBIDDEN', INVALID);
    if (row.usedAt !== null) throw new AppError('CONFLICT', USED);
    throw new AppError('FORBIDDEN', EXPIRED);
  }

  /** The file address of a storage key, or null. */
  async ofStorageKey(storageKey: string): Promise<UploadAddress | null> {
    const [row] = await this.db
      .select()
      .from(uploadAddresses)
      .where(and(eq(uploadAddresses.kind, 'file'), eq(uploadAddresses.storageKey, storageKey)));
    return row ?? null;
  }

  /** Starts the claim of what an address carried: true for the one caller that gets it. */
  async startClaim(id: string): Promise<boolean> {
    const rows = await this.db
      .update(uploadAddresses)
      .set({ claimedAt: this.clock() })
      .where(and(eq(uploadAddresses.id, id), isNull(uploadAddresses.claimedAt)))
      .returning({ id: uploadAddresses.id });
    return rows.length === 1;
  }

  /** Ends a claim with the file it saved. */
  async claimed(id: string, fileId: string): Promise<void> {
    await this.db.update(uploadAddresses).set({ fileId }).where(eq(uploadAddresses.id, id));
  }

  /**
   * Deletes the addresses expired before `before` (a grace after their expiry), and the bytes of
   * those never claimed: an abandoned upload leaves nothing on disk or in the bucket. Answers how
   * many unclaimed uploads it removed.
   */
  async sweep(storage: FileStorage, before: Date): Promise<number> {
    const stale = await this.db
      .select()
      .from(uploadAddresses)
      .where(lt(uploadAddresses.expiresAt, before))
      .limit(1000);
    let removed = 0;
    for (const row of stale) {
      // A claimed upload's bytes were copied to the file's own key when it was claimed, so what is
      // left under the address's key is never anyone's file.
      if (row.storageKey !== null) await storage.delete(row.storageKey);
      if (row.fileId === null && (row.storageKey !== null || row.usedAt !== null)) removed++;
      await this.db.delete(uploadAddresses).where(eq(uploadAddresses.id, row.id));
    }
    return removed;
  }
}

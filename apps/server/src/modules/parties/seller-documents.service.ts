import type { PageQuery } from '@dom/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { toCount } from '../../platform/db/database';
import { files } from '../../platform/db/schema/index';
import { pageFrom } from './party-paging';

/** Files stored against the seller (owner type `seller`), newest first; deleted ones are left out. */
export async function sellerDocuments(db: Db, sellerId: string, query: PageQuery) {
  const where = and(eq(files.ownerType, 'seller'), eq(files.ownerId, sellerId), isNull(files.deletedAt));
  const rows = await db
    .select()
    .from(files)
    .where(where)
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(query.pageSize)
    .offset(query.pageNumber * query.pageSize);
  const [n] = await db.select({ n: count() }).from(files).where(where);
  const content = rows.map((f) => ({
    documentId: f.id,
    documentType: f.purpose ?? 'OTHERS',
    fileName: f.name,
    uploadedAt: f.createdAt.toISOString(),
  }));
  return pageFrom(content, query, { total: toCount(n?.n), capped: false });
}

import { SELLER_DOCUMENT_TYPES, labelOf, toStorageFileName } from '@dom/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { sellers } from '../platform/db/schema/index';
import type { FilesService } from '../platform/files/files.service';
import { tinyPdf } from './tiny-pdf';

/** Demo documents stop here: a benchmark-sized seed should not write thousands of files. */
const MAX_SELLERS = 100;
// A fixed stamp keeps the stored names the same from one seed to the next.
const STAMP = Date.UTC(2026, 0, 15, 4, 30);
const KINDS = ['GST_CERTIFICATE', 'PAN_CARD'] as const;

/**
 * Two real (tiny) PDFs per demo seller — its GST certificate and PAN card — stored through the files
 * service, so the Documents tab lists them and they download. Runs where file storage exists (the
 * server's first start, `npm run seed`), after the database seed.
 */
export async function seedSellerDocuments(db: Db, files: Pick<FilesService, 'save'>): Promise<number> {
  const rows = await db
    .select({
      id: sellers.id,
      code: sellers.code,
      name: sellers.name,
      gstin: sellers.gstin,
      pan: sellers.pan,
    })
    .from(sellers)
    .orderBy(asc(sellers.code))
    .limit(MAX_SELLERS);
  let n = 0;
  for (const s of rows)
    for (const kind of KINDS) {
      const label = labelOf(SELLER_DOCUMENT_TYPES, kind);
      const stored = toStorageFileName(`${label} ${s.code}.pdf`, STAMP);
      if (!stored.ok) continue;
      const line = `${label} - ${s.name} - ${kind === 'PAN_CARD' ? s.pan : s.gstin}`;
      await files.save({
        body: tinyPdf(line),
        name: stored.name,
        contentType: 'application/pdf',
        purpose: kind,
        ownerType: 'seller',
        ownerId: s.id,
      });
      n += 1;
    }
  return n;
}

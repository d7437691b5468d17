import type { BooksDocumentQuery } from '@dom/contract';
import type { Db } from '../../platform/db/database';
import type { FilesService } from '../../platform/files/files.service';
import { findConsignment } from '../consignments';
import type { Caller } from '../../platform/caller';
import { fileNotAvailable } from './file-access';
import { listConsignmentFiles, podPrimaryDocumentIds } from './file-owners.repo';
import { missingArgument } from './signed-urls.service';

/**
 * GET /s3/downloadZohoDocs: the consignment's document the books system ("Zoho") holds, of one
 * type. The books get the two primary documents chosen at proof of delivery (books.sync-pod), so one
 * of those comes first; before the POD, the documents we generated at invoicing (dispatch advice,
 * packing list) are what was sent. Both arguments are required (doc 2 §7).
 */
export async function openBooksDocument(
  db: Db,
  files: FilesService,
  caller: Caller,
  query: BooksDocumentQuery,
) {
  if (!query.consignmentKey) throw missingArgument('consignmentKey');
  if (!query.documentType) throw missingArgument('documentType');
  const row = await findConsignment(db, caller.scope, query.consignmentKey);
  if (!row) throw fileNotAvailable();
  const documents = (await listConsignmentFiles(db, row.id)).filter(
    (d) => d.documentType === query.documentType,
  );
  const primary = new Set(await podPrimaryDocumentIds(db, row.id));
  const chosen = documents.find((d) => primary.has(d.documentId)) ?? documents.find((d) => d.generated);
  if (!chosen) throw fileNotAvailable();
  return files.open(chosen.fileId);
}

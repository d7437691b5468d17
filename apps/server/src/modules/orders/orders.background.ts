import type { BackgroundRegistration } from '../../platform/background';
import type { Db } from '../../platform/db/database';
import type { FilesService } from '../../platform/files/files.service';
import { OrderImports } from './order-import.service';

/** The orders area's background work: the order import job. */
export function ordersBackground(deps: { db: Db; files: FilesService }): BackgroundRegistration {
  return ({ jobs }) => OrderImports.defineJob(jobs, deps.db, deps.files);
}

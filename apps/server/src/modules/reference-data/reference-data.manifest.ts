/** The reference-data area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import './business-codes.task';
import { referenceDataRoutes } from './reference-data.routes';
import * as referenceDataSchema from './reference-data.schema';

export const referenceDataModule: ModuleManifest<AppContext> = {
  name: 'reference-data',
  routes: (ctx) => referenceDataRoutes(ctx.database.db),
  tables: tablesOf(referenceDataSchema),
};

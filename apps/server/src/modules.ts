import type { AppContext } from './context';
import { consignmentsModule } from './modules/consignments';
import { creditModule } from './modules/credit';
import { filesModule } from './modules/files';
import { identityModule } from './modules/identity';
import { ordersModule } from './modules/orders';
import { partiesModule } from './modules/parties';
import { referenceDataModule } from './modules/reference-data';
import type { ModuleManifest } from './platform/module';

/**
 * The composition root: every area of the server, one line each. app.ts registers their routes
 * and src/background.ts their event handlers and jobs from this list, so adding an area is one
 * folder under modules/ (its index.ts exports the manifest), one line here and one migration.
 */
export const MODULES: readonly ModuleManifest<AppContext>[] = [
  identityModule,
  ordersModule,
  referenceDataModule,
  consignmentsModule,
  filesModule,
  partiesModule,
  creditModule,
];

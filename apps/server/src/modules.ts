import type { AppContext } from './context';
import { approvalsModule } from './modules/approvals';
import { catalogueModule } from './modules/catalogue';
import { consignmentsModule } from './modules/consignments';
import { creditModule } from './modules/credit';
import { creditLeadsModule } from './modules/credit-leads';
import { creditLimitsModule } from './modules/credit-limits';
import { discountsModule } from './modules/discounts';
import { filesModule } from './modules/files';
import { identityModule } from './modules/identity';
import { logisticsModule } from './modules/logistics';
import { notificationsModule } from './modules/notifications';
import { ordersModule } from './modules/orders';
import { partiesModule } from './modules/parties';
import { pricingModule } from './modules/pricing';
import { preferencesModule } from './modules/preferences';
import { referenceDataModule } from './modules/reference-data';
import { rfqModule } from './modules/rfq';
import { searchModule } from './modules/search';
import { supplyModule } from './modules/supply';
import { tasksModule } from './modules/tasks';
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
  catalogueModule,
  creditModule,
  creditLimitsModule,
  notificationsModule,
  approvalsModule,
  tasksModule,
  rfqModule,
  pricingModule,
  supplyModule,
  discountsModule,
  preferencesModule,
  creditLeadsModule,
  searchModule,
  logisticsModule,
];

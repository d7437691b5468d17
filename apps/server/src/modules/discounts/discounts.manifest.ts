/** The discounts area's manifest: its tables and task types (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import * as discountsSchema from './discounts.schema';
import './seller-discounts.task';
import './tod-slabs.task';

/**
 * No routes yet: the sellers' discounts and the buyers' TOD slabs come in and go out as task types
 * on /master-data (DISCOUNTS, TOD); the discount screens of doc 3 grow here.
 */
export const discountsModule: ModuleManifest<AppContext> = {
  name: 'discounts',
  tables: tablesOf(discountsSchema),
};

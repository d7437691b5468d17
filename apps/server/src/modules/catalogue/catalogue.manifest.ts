/** The catalogue area's manifest: the products it owns (listed in src/modules.ts), and the promise area's serviceability and buyer brands (task types PRODUCT_REGION, BUYER_BRAND_MAPPING). No routes yet: the order screens look products up through orders' lookups, which read through this area's index. */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import './buyer-brands.task';
import * as catalogueSchema from './catalogue.schema';
import './product-regions.task';

export const catalogueModule: ModuleManifest<AppContext> = {
  name: 'catalogue',
  tables: tablesOf(catalogueSchema),
};

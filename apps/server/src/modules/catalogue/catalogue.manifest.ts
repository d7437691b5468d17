/** The catalogue area's manifest: the products it owns (listed in src/modules.ts). No routes yet: the order screens look products up through orders' lookups, which read through this area's index. */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import * as catalogueSchema from './catalogue.schema';

export const catalogueModule: ModuleManifest<AppContext> = {
  name: 'catalogue',
  tables: tablesOf(catalogueSchema),
};

/**
 * The supply area's manifest (ops-supply): the sellers' stock, their assortment and the brands'
 * terms per business unit, filled by the task types INVENTORY, ASSORTMENT and BRAND_CONFIG
 * (doc 3 §7). No routes of its own yet: the task engine's upload, download and
 * `ops-supply/task/search` serve them, and no screen reads the tables yet.
 */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import './assortment.task';
import './brand-config.task';
import './inventory.task';
import * as supplySchema from './supply.schema';

export const supplyModule: ModuleManifest<AppContext> = {
  name: 'supply',
  tables: tablesOf(supplySchema),
};

/**
 * The logistics area's manifest (listed in src/modules.ts): the transport lane rates it owns and
 * their bulk upload (task type LOGISTICS). No routes yet: the later logistics issue (trips, lane
 * quotes) grows this module; until then the download is the rates' reader.
 */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import './lane-rates.task';
import * as logisticsSchema from './logistics.schema';

export const logisticsModule: ModuleManifest<AppContext> = {
  name: 'logistics',
  tables: tablesOf(logisticsSchema),
};

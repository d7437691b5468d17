/** The tasks area's manifest: its routes, background work and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { tablesOf } from '../../platform/module';
import './secondary-sales.task';
import { registerTaskImportPolicy } from './task-approvals';
import { tasksBackground } from './tasks.background';
import { tasksRoutes } from './tasks.routes';
import * as tasksSchema from './tasks.schema';
import { TaskEngine } from './tasks.service';

const engineOf = (ctx: AppContext) => new TaskEngine(ctx.database.db, ctx.files, ctx.resumable);

export const tasksModule: ModuleManifest<AppContext> = {
  name: 'tasks',
  routes: (ctx) => {
    const engine = engineOf(ctx);
    // Maker–checker for the types that declare a checker (the approvals engine calls back).
    registerTaskImportPolicy(ctx.database.db, engine);
    return tasksRoutes(ctx, engine);
  },
  background: (ctx) => tasksBackground(engineOf(ctx), ctx.database.db, ctx.clock),
  tables: tablesOf(tasksSchema),
};

/** The RFQ area's manifest: its routes and tables (listed in src/modules.ts). */
import type { AppContext } from '../../context';
import type { ModuleManifest } from '../../platform/module';
import { routesOf, tablesOf } from '../../platform/module';
import { DEFAULT_QUOTATION_RULES, registerQuotationApprovalPolicy } from './quotation.service';
import { rfqDocumentRoutes } from './rfq-documents.routes';
import { rfqRoutes } from './rfq.routes';
import * as rfqSchema from './rfq.schema';
// The MOV rules' bulk task type (master data), registered with the tasks module.
import './mov-rules.task';
// The UBS RFQ upload v2.0 (RFQ_UPLOAD): RFQs raised from a sheet, through this area's service.
import './rfq-upload.task';

export const rfqModule: ModuleManifest<AppContext> = {
  name: 'rfq',
  routes: (ctx) => {
    // A quotation below the margin goes to the Approval Center: this area's policy, with its callback.
    registerQuotationApprovalPolicy(ctx.database.db);
    return routesOf(
      rfqRoutes(ctx.database.db, DEFAULT_QUOTATION_RULES, ctx.clock),
      rfqDocumentRoutes(ctx.database.db, ctx.files),
    );
  },
  tables: tablesOf(rfqSchema),
};

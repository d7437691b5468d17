import { z } from 'zod';
import { type CommonErrorCode, endpointsOf } from '../endpoint';
import {
  AssignOrderManagerSchema,
  DependencyReasonOptionSchema,
  DependencyReasonQuerySchema,
  EditProductionDatesSchema,
  InvoiceCreationCheckSchema,
  AcknowledgeOrderSchema,
  OrderActionResultSchema,
  OrderApprovalSchema,
  OrderCancelSchema,
  OrderEditSchema,
  RejectOrderSchema,
  SaveDependencyReasonsSchema,
  UpdateDispatchDeliveryDateSchema,
  UpdateLogisticsManagerSchema,
  UpdateMaxMddSchema,
  UpdateOrderAddressSchema,
  UpdateOrderedQuantitiesSchema,
  UpdateRmCmSchema,
  ValidateInvoiceCreationSchema,
} from './order-actions';
import { OrderKeyParamSchema } from './order-common';
import { BuyerBookAddressSchema, CreateOrderSchema } from './order-create';
import { OrderDetailSchema, PurchaseOrderDetailSchema } from './order-detail';
import { DocumentPathSchema, UploadedDocumentSchema } from './order-documents';
import { ActiveGstInfosSchema, OrderSellerPaymentSchema } from './order-extras';
import {
  ImportCommitResultSchema,
  ImportJobParamSchema,
  ImportJobSchema,
  ImportPreviewSchema,
  ImportUploadParamSchema,
} from './order-import';
import {
  CreateJobWorkSchema,
  JobWorkIdParamSchema,
  JobWorkListSchema,
  JobWorkSchema,
} from './order-job-work';
import {
  BuyerLookupSchema,
  LookupQuerySchema,
  ProductLookupSchema,
  WarehouseLookupSchema,
} from './order-lookups';
import { OrderPageSchema, OrderSearchQuerySchema } from './order-search';

/** The error codes an order call can answer (closed: a new one is added here first). */
export type OrderErrorCode =
  | CommonErrorCode
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TRANSITION_NOT_ALLOWED'
  | 'TRANSITION_FORBIDDEN'
  | 'ORDER_CREATE_FAILED'
  | 'PAYLOAD_TOO_LARGE';

const define = endpointsOf<OrderErrorCode>();

/** `:buyerId` of the create form's address-book look-up. */
export const LookupBuyerParamSchema = z.object({
  buyerId: z.uuid({ message: 'buyerId must be a buyer id' }),
});

/** How many dependency reasons a save stored. */
export const SavedCountSchema = z.object({ saved: z.number().int() });

/** A move of the order state table answers the order's new state and version. */
const MOVE_ERRORS = ['NOT_FOUND', 'CONFLICT', 'TRANSITION_NOT_ALLOWED', 'TRANSITION_FORBIDDEN'] as const;

/** One single-purpose edit call of calls.tsv (all go through the order edit rules). */
const editCall = <const Id extends string, S extends z.ZodType>(
  id: Id,
  path: string,
  access: Parameters<typeof define>[0]['access'],
  body: S,
  summary: string,
) =>
  define({
    id,
    method: 'POST',
    path,
    access,
    body,
    response: OrderActionResultSchema,
    errors: MOVE_ERRORS,
    summary,
  });

/** Orders (calls.tsv "Orders"): search, detail, moves, edits, create, import and job work. */
export const ORDER_ENDPOINTS = {
  search: define({
    id: 'orders.search',
    method: 'GET',
    path: '/orders-v2/search',
    access: 'Adm_Order_View',
    query: OrderSearchQuerySchema,
    response: OrderPageSchema,
    summary: 'Search sales orders',
  }),
  export: define({
    id: 'orders.export',
    method: 'GET',
    path: '/orders-v2/export',
    access: 'Adm_Order_View',
    query: OrderSearchQuerySchema,
    summary: 'The filtered order list as xlsx (streamed)',
  }),
  searchPurchaseOrders: define({
    id: 'orders.purchase-orders.search',
    method: 'GET',
    path: '/purchase-orders/search',
    access: 'Display_PO_Orders',
    query: OrderSearchQuerySchema,
    response: OrderPageSchema,
    summary: 'Purchase orders: the seller-side view of the same orders (seller PO, seller value)',
  }),
  // Documents: multipart upload (file, fileType, identifier = order key) and signed download links.
  uploadDocument: define({
    id: 'orders.documents.upload',
    method: 'POST',
    path: '/sales-order/upload-file',
    access: 'Allow_Order_Upload',
    response: UploadedDocumentSchema,
    status: 201,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
    summary: 'Upload an order document',
  }),
  documentPaths: define({
    id: 'orders.documents.paths',
    method: 'GET',
    path: '/sales-order/getPaths/:key',
    access: 'Adm_Order_View',
    params: OrderKeyParamSchema,
    response: z.array(DocumentPathSchema),
    errors: ['NOT_FOUND'],
    summary: 'Signed download links of an order’s documents',
  }),
  purchaseOrder: define({
    id: 'orders.purchase-orders.detail',
    method: 'GET',
    path: '/purchase-orders/:key',
    access: 'Display_PO_Orders',
    params: OrderKeyParamSchema,
    response: PurchaseOrderDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'A purchase order: the seller-side view of an order (seller PO number, seller prices)',
  }),
  detail: define({
    id: 'orders.detail',
    method: 'GET',
    path: '/order/orderDetails/:key',
    access: 'Adm_Order_View',
    params: OrderKeyParamSchema,
    response: OrderDetailSchema,
    errors: ['NOT_FOUND'],
    summary: 'Order detail with its tabs',
  }),
  approve: define({
    id: 'orders.approve',
    method: 'POST',
    path: '/sales-order/order-approval',
    access: 'Allow_Order_Approval',
    body: OrderApprovalSchema,
    response: OrderActionResultSchema,
    errors: MOVE_ERRORS,
    summary: 'Approve an order (ORDERED → ORDER_APPROVED)',
  }),
  acknowledge: define({
    id: 'orders.acknowledge',
    method: 'POST',
    path: '/sales-order/acknowledgement',
    access: 'Allow_Consignment_Acknowledge',
    body: AcknowledgeOrderSchema,
    response: OrderActionResultSchema,
    errors: MOVE_ERRORS,
    summary: 'The seller acknowledges pending order quantities (the first: ORDER_APPROVED → PLANNED)',
  }),
  reject: define({
    id: 'orders.reject',
    method: 'POST',
    path: '/sales-order/rejection',
    access: 'Allow_Consignment_Reject',
    body: RejectOrderSchema,
    response: OrderActionResultSchema,
    errors: MOVE_ERRORS,
    summary: 'The seller rejects pending order quantities with a reason (all of them: → CANCELLED)',
  }),
  cancel: define({
    id: 'orders.cancel',
    method: 'POST',
    path: '/sales-order/cancel',
    access: 'Allow_Order_Cancel',
    body: OrderCancelSchema,
    response: OrderActionResultSchema,
    errors: MOVE_ERRORS,
    summary: 'Cancel an order or some line quantities',
  }),
  edit: define({
    id: 'orders.edit',
    method: 'POST',
    path: '/sales-order/order-edit',
    access: 'Allow_Order_Edit',
    body: OrderEditSchema,
    response: OrderActionResultSchema,
    errors: MOVE_ERRORS,
    summary: 'Edit an order where its state allows',
  }),
  create: define({
    id: 'orders.create',
    method: 'POST',
    path: '/sales-order/create',
    access: 'Allow_Order_Create',
    body: CreateOrderSchema,
    response: OrderActionResultSchema,
    status: 201,
    errors: ['NOT_FOUND', 'CONFLICT', 'ORDER_CREATE_FAILED'],
    summary: 'Create a sales order',
  }),
  validateInvoiceCreation: define({
    id: 'orders.validate-invoice-creation',
    method: 'POST',
    path: '/order/validateInvoiceCreation',
    access: 'Adm_Order_View',
    body: ValidateInvoiceCreationSchema,
    response: InvoiceCreationCheckSchema,
    errors: ['NOT_FOUND'],
    summary: 'Whether an invoice may be raised on the order now',
  }),
  dependencyReasonOptions: define({
    id: 'orders.dependency-reasons.options',
    method: 'GET',
    path: '/order/dependency-reasons/category',
    access: 'Adm_Order_View',
    query: DependencyReasonQuerySchema,
    response: z.array(DependencyReasonOptionSchema),
  }),
  saveDependencyReasons: define({
    id: 'orders.dependency-reasons.save',
    method: 'POST',
    path: '/sales-order/dependency-reasons',
    access: 'Allow_Order_Dependency_Reasons',
    body: SaveDependencyReasonsSchema,
    response: SavedCountSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),

  // The create form's and import wizard's look-ups: only for users who may create orders.
  lookupBuyers: define({
    id: 'orders.lookups.buyers',
    method: 'GET',
    path: '/orders-v2/lookups/buyers',
    access: 'Allow_Order_Create',
    query: LookupQuerySchema,
    response: z.array(BuyerLookupSchema),
    summary: 'Buyers an order may be created for (30 a page)',
  }),
  lookupBuyerAddresses: define({
    id: 'orders.lookups.buyer-addresses',
    method: 'GET',
    path: '/orders-v2/lookups/buyers/:buyerId/addresses',
    access: 'Allow_Order_Create',
    params: LookupBuyerParamSchema,
    response: z.array(BuyerBookAddressSchema),
    errors: ['NOT_FOUND'],
    summary: "A buyer's address book: the create form's billing and shipping choices",
  }),
  lookupWarehouses: define({
    id: 'orders.lookups.warehouses',
    method: 'GET',
    path: '/orders-v2/lookups/warehouses',
    access: 'Allow_Order_Create',
    query: LookupQuerySchema,
    response: z.array(WarehouseLookupSchema),
    summary: 'Seller warehouses an order may ship from',
  }),
  lookupProducts: define({
    id: 'orders.lookups.products',
    method: 'GET',
    path: '/orders-v2/lookups/products',
    access: 'Allow_Order_Create',
    query: LookupQuerySchema,
    response: z.array(ProductLookupSchema),
    summary: 'Catalogue products for order lines',
  }),

  // Import Order Creation: template, upload → preview, commit, progress.
  importTemplate: define({
    id: 'orders.import.template',
    method: 'GET',
    path: '/orders-v2/import/template',
    access: 'Allow_Order_Create',
    summary: 'The Import Order Creation template (xlsx)',
  }),
  importUpload: define({
    id: 'orders.import.upload',
    method: 'POST',
    path: '/orders-v2/import/upload',
    access: 'Allow_Order_Create',
    response: ImportPreviewSchema,
    errors: ['PAYLOAD_TOO_LARGE'],
    summary: 'Upload a filled template: every row is checked, nothing is created',
  }),
  importCommit: define({
    id: 'orders.import.commit',
    method: 'POST',
    path: '/orders-v2/import/:uploadId/commit',
    access: 'Allow_Order_Create',
    params: ImportUploadParamSchema,
    response: ImportCommitResultSchema,
    status: 202,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Create the uploaded orders in the background (once per upload)',
  }),
  importJob: define({
    id: 'orders.import.job',
    method: 'GET',
    path: '/orders-v2/import/jobs/:jobId',
    access: 'Allow_Order_Create',
    params: ImportJobParamSchema,
    response: ImportJobSchema,
    errors: ['NOT_FOUND'],
    summary: 'Progress and outcome of an import',
  }),

  // The single-purpose edit calls (calls.tsv), each with its permission and narrow body.
  updateMaxMdd: editCall(
    'orders.update-max-mdd',
    '/order/update-max-mdd',
    'Allow_Update_Max_Mdd',
    UpdateMaxMddSchema,
    'Update the max MDD',
  ),
  updateDispatchDeliveryDate: editCall(
    'orders.update-dispatch-delivery-date',
    '/sales-order/updateDispatchDeliveryDate',
    'Allow_Update_Dispatch_Delivery_Date',
    UpdateDispatchDeliveryDateSchema,
    'Update the dispatch and delivery dates',
  ),
  updateLogisticsManager: editCall(
    'orders.update-logistics-manager',
    '/sales-order/update-logistics-manager',
    'Allow_Update_Logistics_Manager',
    UpdateLogisticsManagerSchema,
    'Update the logistics manager',
  ),
  editProductionDates: editCall(
    'orders.edit-production-dates',
    '/sales-order/editOrderLineProductionDate',
    'Allow_Update_Production_Date',
    EditProductionDatesSchema,
    'Set line production dates',
  ),
  updateRmCm: editCall(
    'orders.update-rm-cm',
    '/consignment/updateRmAndCmDetailsOnOrders',
    'Allow_Order_Edit',
    UpdateRmCmSchema,
    'Reassign the RM and CM of an order',
  ),
  updateOrderedQuantities: editCall(
    'orders.update-ordered-quantities',
    '/consignment/updateOrderDetailsUsingOrderedQty',
    'Allow_Order_Edit',
    UpdateOrderedQuantitiesSchema,
    'Change ordered quantities (before approval or while RPT blocked)',
  ),
  editFromConsignment: editCall(
    'orders.edit-from-consignment',
    '/consignment/updateOrder',
    'Allow_Order_Edit',
    OrderEditSchema,
    'Edit an order from the consignment screens (same rules as /sales-order/order-edit)',
  ),
  // The old system called this without a session; here it is an ordinary call with its permission.
  assignOrderManager: editCall(
    'orders.assign-order-manager',
    '/order/assign-order-manager-noauth',
    'Allow_Assign_Order_Manager',
    AssignOrderManagerSchema,
    'Assign the order manager',
  ),
  updateAddress: editCall(
    'orders.update-address',
    '/order/update/updateAddress',
    'Allow_Update_Order_Address',
    UpdateOrderAddressSchema,
    "Change the billing or shipping address to entries of the buyer's address book",
  ),
  productionDatesDownload: define({
    id: 'orders.production-dates.download',
    method: 'GET',
    path: '/order/reports/production-dates/download/request/:key',
    access: 'Adm_Order_View',
    params: OrderKeyParamSchema,
    errors: ['NOT_FOUND'],
    summary: 'The production dates of the order lines (xlsx)',
  }),
  sellerPayment: define({
    id: 'orders.seller-payment',
    method: 'GET',
    path: '/order/sellerPayment/:key',
    access: 'Adm_Order_View',
    params: OrderKeyParamSchema,
    response: OrderSellerPaymentSchema,
    errors: ['NOT_FOUND'],
    summary: "The seller's amounts for an order, consignment by consignment, and what is payable",
  }),
  activeGstInfos: define({
    id: 'orders.active-gst-infos',
    method: 'GET',
    path: '/sales-order/gstInfo/v1/getActiveGstInfos',
    access: 'signed-in',
    response: ActiveGstInfosSchema,
    summary: "The marketplace's GST registrations in force today",
  }),

  // Job work on order lines (our design; the spec names the tab, not the calls).
  jobWorks: define({
    id: 'orders.job-works.list',
    method: 'GET',
    path: '/order/:key/job-works',
    access: 'Adm_Order_View',
    params: OrderKeyParamSchema,
    response: JobWorkListSchema,
    errors: ['NOT_FOUND'],
    summary: "The order's job work",
  }),
  createJobWork: define({
    id: 'orders.job-works.create',
    method: 'POST',
    path: '/order/:key/job-works',
    access: 'Allow_Order_Edit',
    params: OrderKeyParamSchema,
    body: CreateJobWorkSchema,
    response: JobWorkSchema,
    status: 201,
    errors: MOVE_ERRORS,
    summary: 'Record job work on an order line (as a draft)',
  }),
  startJobWork: define({
    id: 'orders.job-works.start',
    method: 'POST',
    path: '/order/job-works/:id/start',
    access: 'Allow_Order_Edit',
    params: JobWorkIdParamSchema,
    response: JobWorkSchema,
    errors: MOVE_ERRORS,
    summary: 'Start job work (DRAFT → RUNNING)',
  }),
  completeJobWork: define({
    id: 'orders.job-works.complete',
    method: 'POST',
    path: '/order/job-works/:id/complete',
    access: 'Allow_Order_Edit',
    params: JobWorkIdParamSchema,
    response: JobWorkSchema,
    errors: MOVE_ERRORS,
    summary: 'Complete job work (RUNNING → COMPLETED)',
  }),
  deleteJobWork: define({
    id: 'orders.job-works.delete',
    method: 'DELETE',
    path: '/order/job-works/:id',
    access: 'Allow_Order_Edit',
    params: JobWorkIdParamSchema,
    status: 204,
    errors: ['NOT_FOUND', 'CONFLICT'],
    summary: 'Delete draft job work',
  }),
} as const;

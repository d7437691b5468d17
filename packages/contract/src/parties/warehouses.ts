import { z } from 'zod';
import { PageQuerySchema, pageOf } from '../common/pagination';
import { queryText } from '../common/query';

export const WarehouseSearchQuerySchema = PageQuerySchema.extend({
  sellerId: z.preprocess((v) => (v === '' ? undefined : v), z.uuid('Not a valid id').optional()),
  warehouseName: queryText(),
  sourceCode: queryText(),
  warehouseType: queryText(),
  region: queryText(),
  city: queryText(),
});
export type WarehouseSearchQuery = z.infer<typeof WarehouseSearchQuerySchema>;

export const WarehouseListItemSchema = z.object({
  warehouseId: z.string(),
  warehouseName: z.string(),
  sourceCode: z.string().nullable(),
  warehouseType: z.string(),
  region: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string().nullable(),
  country: z.string(),
  pinCode: z.string(),
  gstin: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  isActive: z.boolean(),
});
export type WarehouseListItem = z.infer<typeof WarehouseListItemSchema>;
export const WarehousePageSchema = pageOf(WarehouseListItemSchema);
export type WarehousePage = z.infer<typeof WarehousePageSchema>;

export const WarehouseContactSchema = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  designation: z.string().nullable(),
});
export const WarehouseContactListSchema = z.object({
  warehouseId: z.string(),
  contacts: z.array(WarehouseContactSchema),
});

export const WarehouseDetailSchema = WarehouseListItemSchema.extend({
  addressLine1: z.string(),
  contacts: z.array(WarehouseContactSchema),
});
export type WarehouseDetail = z.infer<typeof WarehouseDetailSchema>;

import { z } from 'zod';
import { endpointsOf } from '../endpoint';

/** One business code (cancel reasons, dropdown values of the order forms). */
export const BusinessCodeSchema = z.object({ type: z.string(), code: z.string(), value: z.string() });
export type BusinessCode = z.infer<typeof BusinessCodeSchema>;

/** `?type=`: the codes of one type, or all. */
export const BusinessCodeTypeQuerySchema = z.object({ type: z.string().min(1).optional() });

export const ReportingCategorySchema = z.object({ category: z.string(), subcategory: z.string() });

/** A region with its states (the rmRegion filter's options). */
export const RegionHierarchySchema = z.object({ region: z.string(), states: z.array(z.string()) });
export type RegionHierarchy = z.infer<typeof RegionHierarchySchema>;

/** Reference data answers no error of its own. */
const define = endpointsOf<never>();

/** Reference data (calls.tsv "Reference data"): any signed-in user may read it. */
export const REFERENCE_ENDPOINTS = {
  l1Categories: define({
    id: 'reference.l1-categories',
    method: 'GET',
    path: '/pim/category/l1-categories',
    access: 'signed-in',
    response: z.array(z.string()),
  }),
  reportingCategories: define({
    id: 'reference.reporting-categories',
    method: 'GET',
    path: '/pim/reporting-category',
    access: 'signed-in',
    response: z.array(ReportingCategorySchema),
  }),
  regionHierarchy: define({
    id: 'reference.region-hierarchy',
    method: 'GET',
    path: '/biz/regions/search/hierarchy',
    access: 'signed-in',
    response: z.array(RegionHierarchySchema),
  }),
  businessCodes: define({
    id: 'reference.business-codes',
    method: 'GET',
    path: '/business-code/search/code-value',
    access: 'signed-in',
    query: BusinessCodeTypeQuerySchema,
    response: z.array(BusinessCodeSchema),
  }),
  businessCodeValues: define({
    id: 'reference.business-code-values',
    method: 'GET',
    path: '/business-code/values',
    access: 'signed-in',
    query: BusinessCodeTypeQuerySchema,
    response: z.array(z.string()),
  }),
  orderDropdowns: define({
    id: 'reference.order-dropdowns',
    method: 'GET',
    path: '/business-code/import-orders/dropdown',
    access: 'signed-in',
    response: z.array(BusinessCodeSchema),
  }),
  cancelReasons: define({
    id: 'reference.cancel-reasons',
    method: 'GET',
    path: '/business-code/getCancelReasons',
    access: 'signed-in',
    response: z.array(BusinessCodeSchema),
  }),
} as const;

import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS, AREA_CATALOGUES, endpointById } from './catalogue';
import { CONSIGNMENT_ENDPOINTS } from './consignments/consignment-endpoints';
import { ORDER_ENDPOINTS } from './orders/order-endpoints';
import { PARTY_ENDPOINTS } from './parties/party-endpoints';
import { defineEndpoint, pathOf, pathParamNames } from './endpoint';
import { z } from 'zod';

const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('the endpoint catalogue', () => {
  it('has a unique id for every endpoint', () => {
    expect(ALL_ENDPOINTS.length).toBeGreaterThan(100);
    expect(duplicates(ALL_ENDPOINTS.map((e) => e.id))).toEqual([]);
  });

  it('has one endpoint per method and path', () => {
    expect(duplicates(ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`))).toEqual([]);
  });

  it('prefixes every id with its area, so ids read as <area>.<call>', () => {
    for (const [area, endpoints] of Object.entries(AREA_CATALOGUES)) {
      const ids = Object.values<{ id: string }>(endpoints).map((e) => e.id);
      for (const id of ids) expect(id.startsWith(`${area}.`), id).toBe(true);
    }
  });

  it('declares a params schema for exactly the params its path names', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const names = pathParamNames(endpoint.path);
      const schema: z.ZodType | undefined = endpoint.params;
      const declared = schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];
      expect(declared, `${endpoint.id} ${endpoint.path}`).toEqual([...names].sort());
    }
  });

  it('never takes a body on a GET', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      if (endpoint.method === 'GET') expect(endpoint.body, endpoint.id).toBeUndefined();
    }
  });

  it('catalogues the documents calls of orders, consignments and sellers, writes behind a write permission', () => {
    const declared = (e: { method: string; path: string; access: unknown }) => [e.method, e.path, e.access];
    expect(declared(ORDER_ENDPOINTS.uploadDocument)).toEqual([
      'POST',
      '/sales-order/upload-file',
      'Allow_Order_Upload',
    ]);
    expect(declared(ORDER_ENDPOINTS.documentPaths)).toEqual([
      'GET',
      '/sales-order/getPaths/:key',
      'Adm_Order_View',
    ]);
    expect(declared(CONSIGNMENT_ENDPOINTS.uploadDocument)).toEqual([
      'POST',
      '/consignment/upload-files',
      'Allow_Pod_Upload',
    ]);
    expect(declared(CONSIGNMENT_ENDPOINTS.deleteDocument)).toEqual([
      'POST',
      '/consignment/delete-File-details',
      'Allow_Pod_Upload',
    ]);
    expect(declared(CONSIGNMENT_ENDPOINTS.documentUrl)).toEqual([
      'GET',
      '/consignment/document-url',
      'Ful_Consignment_View',
    ]);
    expect(declared(PARTY_ENDPOINTS.uploadSellerDocuments)).toEqual([
      'POST',
      '/ops-supply/seller/:id/documents',
      'Allow_Seller_Edit',
    ]);
    expect(declared(PARTY_ENDPOINTS.deleteSellerDocument)).toEqual([
      'DELETE',
      '/ops-supply/seller/:id/documents/:documentId',
      'Allow_Seller_Edit',
    ]);
    // The order's document answers are the contract's schemas now, not web-local interfaces.
    const path = { documentId: 'd', documentType: 'INVOICE', fileName: 'a.pdf', path: 'https://x/a' };
    expect(ORDER_ENDPOINTS.documentPaths.response?.parse([path])).toEqual([path]);
    expect(() => ORDER_ENDPOINTS.uploadDocument.response?.parse({ documentId: 'd', path: 'p' })).toThrow();
  });

  it('finds an endpoint by its id', () => {
    expect(endpointById('orders.detail')).toBe(ORDER_ENDPOINTS.detail);
    expect(endpointById('no.such-call')).toBeUndefined();
  });

  it('puts params into the path, encoded, and refuses a missing one', () => {
    expect(pathOf(ORDER_ENDPOINTS.detail.path, { key: 'SO 1/2' })).toBe('/order/orderDetails/SO%201%2F2');
    expect(() => pathOf(ORDER_ENDPOINTS.detail.path, {})).toThrow(/needs the param key/);
    expect(pathParamNames('/a/:one/b/:two')).toEqual(['one', 'two']);
  });

  it('keeps an endpoint as declared (frozen)', () => {
    const endpoint = defineEndpoint({ id: 'test.x', method: 'GET', path: '/x', access: 'signed-in' });
    expect(Object.isFrozen(endpoint)).toBe(true);
  });
});

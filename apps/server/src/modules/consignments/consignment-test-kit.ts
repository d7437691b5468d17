import type { ConsignmentActionResult } from '@dom/contract';
import type { TestApp } from '../../../test/test-app';

export type Who = { headers: { authorization: string } };

/**
 * An order of the demo seller that can be consigned and invoiced without a credit block. Its line 1 is
 * in bags (a discrete unit): consign whole numbers of it (`unitQuantityError`).
 */
export const CLEAN_ORDER = `o.status IN ('PLANNED','IN_PROGRESS') AND o.credit_days = 0 AND o.enhancer_type IS NULL
  AND o.seller_id = (SELECT seller_id FROM users WHERE username = 'seller')`;

export async function pickOrder(t: TestApp, where: string, skip = 0, order: 'ASC' | 'DESC' = 'ASC') {
  const r = await t.database.executeSql<{ order_key: string; line_id: string; ack: string }>(
    `SELECT o.order_key, l.id AS line_id, l.acknowledged_qty::text AS ack FROM orders o
       JOIN order_lines l ON l.order_id = o.id AND l.line_number = 1
     WHERE ${where} ORDER BY o.order_key ${order} LIMIT 1 OFFSET ${skip}`,
  );
  const row = r.rows[0];
  if (!row) throw new Error(`no seeded order where ${where}`);
  return { orderKey: row.order_key, lineId: row.line_id, ack: row.ack };
}

export function post(t: TestApp, who: Who, url: string, payload: unknown, idempotencyKey?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: { ...who.headers, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}

/** Uploads a small PDF as a document of the consignment (multipart, as the screens do); answers its id. */
export async function uploadDocument(
  t: TestApp,
  who: Who,
  key: string,
  fileType: string,
  name = `${fileType}.pdf`,
) {
  const boundary = '----dom-kit';
  const payload = [
    `--${boundary}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\n${fileType}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="identifier"\r\n\r\n${key}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 ${fileType}`,
    `--${boundary}--\r\n`,
  ].join('\r\n');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/consignment/upload-files',
    payload,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.statusCode !== 201) throw new Error(`upload ${fileType}: ${res.statusCode} ${res.body}`);
  return res.json<{ documentId: string }>().documentId;
}

export async function ok(res: { statusCode: number; body: string; json: <T>() => T }, status = 200) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json<ConsignmentActionResult>();
}

/** A consignment of `quantity` (whole bags) of the first line of the nth clean order, REQUESTED. */
export async function createConsignment(t: TestApp, om: Who, quantity = '1', skip = 0) {
  const order = await pickOrder(t, CLEAN_ORDER, skip);
  const res = await post(t, om, '/consignment/create-consignment', {
    orderKey: order.orderKey,
    lines: [{ lineItemId: order.lineId, quantity }],
  });
  return { ...(await ok(res, 201)), orderKey: order.orderKey };
}

export const STAGES = [
  'REQUESTED',
  'READY_TO_PROCESS',
  'IN_PROGRESS',
  'PACKED',
  'READY_FOR_SHIPMENT',
  'INTRANSIT',
  'DELIVERED',
  'COMPLETED',
] as const;
export type Stage = (typeof STAGES)[number];

let invoiceCounter = 1;
export const nextInvoiceNumber = () => `INV/T/${String(invoiceCounter++).padStart(5, '0')}`;

/**
 * Drives a consignment forward through the API (as an order manager) to `stage`, from REQUESTED
 * or from the stage it is in (`from`).
 */
export async function driveTo(
  t: TestApp,
  om: Who,
  key: string,
  stage: Stage,
  today: string,
  from: Stage = 'REQUESTED',
): Promise<ConsignmentActionResult> {
  let last: ConsignmentActionResult | null = null;
  const detail = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })).json<{
      totalPaise: string;
      documents: { documentId: string }[];
    }>();
  const steps: Record<Exclude<Stage, 'REQUESTED'>, () => Promise<ConsignmentActionResult>> = {
    READY_TO_PROCESS: async () =>
      ok(await post(t, om, '/consignment/acknowledgement', { consignmentKey: key })),
    IN_PROGRESS: async () =>
      ok(await post(t, om, '/consignment/draft-pack-consignment', { consignmentKey: key, packages: 2 })),
    PACKED: async () => {
      const d = await detail();
      return ok(
        await post(t, om, '/consignment/pack-consignment-byId-v2', {
          consignmentKey: key,
          distanceKm: 120,
          invoice: {
            invoiceNumber: nextInvoiceNumber(),
            invoiceDate: today,
            invoiceAmountPaise: d.totalPaise,
          },
        }),
      );
    },
    READY_FOR_SHIPMENT: async () =>
      ok(
        await post(t, om, '/consignment/add-update-shipment-tracking-details', {
          consignmentKey: key,
          logisticProvider: '3PL',
          transporterName: 'VRL Logistics',
          vehicleNumber: 'MH 12 AB 1234',
          lrNumber: 'LR-1001',
          trackingUrl: 'https://track.example.in/LR-1001',
        }),
      ),
    INTRANSIT: async () =>
      ok(
        await post(t, om, '/consignment/confirm-dispatch', {
          consignmentKey: key,
          actualDispatchDate: today,
          createTrip: true,
        }),
      ),
    DELIVERED: async () => ok(await post(t, om, '/shipment/update/DELIVERED', { consignmentKey: key })),
    COMPLETED: async () => {
      // The two primary documents of a POD prove the delivery: the buyer's POD and the lorry receipt.
      const pod = await uploadDocument(t, om, key, 'BUYER_POD');
      const lr = await uploadDocument(t, om, key, 'LORRY_RECEIPT');
      const lines = (
        await t.app.inject({ method: 'GET', url: `/api/shipment/consignment/${key}`, ...om })
      ).json<{ lines: { consignmentLineItemKey: string; requestedQuantity: string }[] }>().lines;
      return ok(
        await post(t, om, '/shipment/handover-proof/pod', {
          consignmentKey: key,
          podDate: today,
          deliveryStatus: 'FULL_CLEAN_DELIVERY',
          items: lines.map((l) => ({
            consignmentLineItemKey: l.consignmentLineItemKey,
            condition: 'GOOD',
            quantity: l.requestedQuantity,
          })),
          primaryDocumentIds: [pod, lr],
        }),
      );
    },
  };
  const target = STAGES.indexOf(stage);
  for (let i = STAGES.indexOf(from) + 1; i <= target; i += 1) {
    const s = STAGES[i] as Exclude<Stage, 'REQUESTED'>;
    last = await steps[s]();
    if (last.status !== s)
      throw new Error(`driving ${key} to ${s} ended in ${last.status} (${last.failureReason ?? ''})`);
  }
  return (
    last ?? {
      consignmentKey: key,
      status: from,
      trackingStatus: null,
      version: 0,
      blockedReasons: [],
      failureReason: null,
    }
  );
}

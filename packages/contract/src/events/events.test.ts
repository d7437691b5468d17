import { CONSIGNMENT_TRANSITIONS } from '@dom/domain';
import { describe, expect, it } from 'vitest';
import { EVENTS, STATUS_CHANGED_ENTITIES, StatusChangedSchema, eventSchemaOf, isEventTopic } from './events';

describe('EVENTS', () => {
  it('has a <entity>.status-changed topic with the shared schema for every machine', () => {
    for (const entity of STATUS_CHANGED_ENTITIES)
      expect(eventSchemaOf(`${entity}.status-changed`)).toBe(StatusChangedSchema);
  });

  it('takes exactly the status-change shape', () => {
    const move = { entity: 'order', key: 'ORD-1', action: 'approve', from: 'NEW', to: 'ORDER_APPROVED' };
    expect(StatusChangedSchema.parse({ ...move, detail: { by: 'u1' } })).toEqual({
      ...move,
      detail: { by: 'u1' },
    });
    expect(StatusChangedSchema.safeParse({ ...move, key: '' }).success).toBe(false);
    expect(StatusChangedSchema.safeParse({ orderKey: 'ORD-1', from: 'A', to: 'B' }).success).toBe(false);
  });

  it('knows a consignment.<action> topic for every move of the consignment table', () => {
    for (const { action } of CONSIGNMENT_TRANSITIONS.rows)
      expect(isEventTopic(`consignment.${action}`)).toBe(true);
    const payload = { consignmentKey: 'C-1', orderKey: 'O-1', from: 'PACKING_IN_PROGRESS', to: 'PACKED' };
    expect(EVENTS['consignment.packingSucceeded'].parse(payload)).toEqual(payload);
  });

  it('keeps the topics the server already writes, under their names', () => {
    for (const topic of [
      'access-request.created',
      'order.created',
      'order.approved',
      'order.cancelled',
      'invoice.posted',
      'invoice.tagged',
      'invoice-revision.requested',
      'ledger.entry-posted',
      'payment.recorded',
      'payment.matched',
      'books.sync-pod',
      'notification.buyer-pod',
      'sms.send',
    ])
      expect(isEventTopic(topic)).toBe(true);
  });

  it('answers no schema for an unknown topic, nor for a name inherited from Object', () => {
    expect(eventSchemaOf('order.shipped-to-mars')).toBeUndefined();
    expect(eventSchemaOf('toString')).toBeUndefined();
    expect(isEventTopic('consignment.teleport')).toBe(false);
  });

  it('refuses a wrong payload at run time too', () => {
    expect(EVENTS['order.cancelled'].safeParse({ orderKey: 'O-1' }).success).toBe(false);
    expect(EVENTS['sms.send'].safeParse({ to: '9876543210', text: 'hi' }).success).toBe(false);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-db';
import { listAuditFor, recordAudit } from './audit';
import type { Database } from './db/database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('audit log', () => {
  it('records who did what with before and after, in the caller transaction', async () => {
    await database.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: 'u-1',
        actingAsId: 'u-2',
        action: 'ORDER_APPROVE',
        entityType: 'order',
        entityId: 'ORD-1',
        before: { state: 'ORDERED' },
        after: { state: 'ORDER_APPROVED' },
        requestId: 'req-1',
      });
    });
    const rows = await listAuditFor(database.db, 'order', 'ORD-1');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: 'u-1',
      actingAsId: 'u-2',
      action: 'ORDER_APPROVE',
      before: { state: 'ORDERED' },
      after: { state: 'ORDER_APPROVED' },
    });
  });

  it('leaves no row when the change rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, { actorId: 'u-1', action: 'X', entityType: 'order', entityId: 'ORD-2' });
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    expect(await listAuditFor(database.db, 'order', 'ORD-2')).toHaveLength(0);
  });
});

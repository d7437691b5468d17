import { istDateOf } from '@dom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type Who, createConsignment, driveTo } from './consignment-test-kit';

describe('consignment happy path', () => {
  let t: TestApp;
  let om: Who;
  const today = istDateOf(new Date());
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    om = await as(t, 'om');
  });
  afterAll(() => t.close());

  it('goes from an order line to COMPLETED', async () => {
    const c = await createConsignment(t, om);
    expect(c.status).toBe('REQUESTED');
    const done = await driveTo(t, om, c.consignmentKey, 'COMPLETED', today);
    expect(done.status).toBe('COMPLETED');
  });
});

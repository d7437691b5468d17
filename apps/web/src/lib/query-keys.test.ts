import { describe, expect, it } from 'vitest';
import { BUYERS_KEY as PARTIES_BUYERS_KEY } from '../features/parties/parties-support';
import { ORDERS_KEY as ORDERS_API_KEY } from '../features/orders/orders-support';
import { BUYERS_KEY, ORDERS_KEY } from './query-keys';

describe('shared query keys', () => {
  // Another area invalidates these roots: they must name the same cache entries as the owner's.
  it('are the roots the owning areas cache under', () => {
    expect(ORDERS_KEY).toBe(ORDERS_API_KEY);
    expect(BUYERS_KEY).toBe(PARTIES_BUYERS_KEY);
  });
});

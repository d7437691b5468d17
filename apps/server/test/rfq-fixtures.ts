import { addDays, istDateOf } from '@dom/domain';
/** The demo rows the RFQ API tests start from, read through the test client's `rows`. */
export async function rfqFixtures(
  rows: <T>(query: string) => Promise<T[]>,
  productCount = 3,
): Promise<{ rmBuyer: string; otherBuyer: string; products: string[] }> {
  const first = async (query: string) => (await rows<{ id: string }>(query))[0]!.id;
  return {
    // A DIRECT buyer of the demo `rm`, and one of another RM (out of `rm`'s scope).
    rmBuyer: await first(
      `SELECT id FROM buyers WHERE rm_email = 'rm@dom.example.in' AND business_unit = 'DIRECT' ORDER BY code LIMIT 1`,
    ),
    otherBuyer: await first(
      `SELECT id FROM buyers WHERE rm_email IS NOT NULL AND rm_email <> 'rm@dom.example.in' AND business_unit = 'DIRECT' ORDER BY code LIMIT 1`,
    ),
    products: (await rows<{ id: string }>(`SELECT id FROM products ORDER BY sku LIMIT ${productCount}`)).map(
      (r) => r.id,
    ),
  };
}

/**
 * A seller answer's validity a month from the server's today (issue 44: never a fixed day, which
 * the calendar overtakes; issue 30 §4: between today and the ceiling). The test apps run on the
 * server's default clock unless a test injects one, which it then passes here.
 */
export function validForAMonth(clock: () => Date = () => new Date()): string {
  return addDays(istDateOf(clock()), 30);
}

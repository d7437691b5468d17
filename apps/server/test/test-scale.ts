import type { SeedScale } from '../src/seed/seed';

/** A small demo data set: every demo login, and enough buyers that rm, other RMs and UBS all own some. */
export const TEST_SCALE: SeedScale = { buyers: 40, sellers: 4, products: 10, transporters: 2 };

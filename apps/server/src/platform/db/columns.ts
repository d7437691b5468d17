import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';

// The column kinds every module's tables share, so money, quantities and instants are stored one way.

/** An instant, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Money in paise: a 64-bit integer read as a bigint, never a float. */
export const paise = (name: string) => bigint(name, { mode: 'bigint' });
/** A quantity with 3 decimals (tonnes to kilograms, pieces). */
export const qty = (name: string) => numeric(name, { precision: 14, scale: 3 });

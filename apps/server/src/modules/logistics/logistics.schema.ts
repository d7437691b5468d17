import type { VehicleType } from '@dom/domain';
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, paise } from '../../platform/db/columns';
import { transporters } from '../parties/parties.schema';

/**
 * What a transporter charges for a trip on a lane (doc 3 §7 "logistics" rate uploads, task type
 * LOGISTICS): from a pincode to a pincode, by vehicle type, in rupees per trip (stored in paise),
 * from a first day. One row per transporter, lane, vehicle type and first day; an upload of the
 * same again updates the rate, a new first day is a new rate. The later logistics issue reads it.
 */
export const transportLaneRates = pgTable(
  'transport_lane_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => transporters.id),
    fromPincode: text('from_pincode').notNull(),
    toPincode: text('to_pincode').notNull(),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
    ratePaise: paise('rate_paise').notNull(),
    validFrom: date('valid_from').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transport_lane_rates_lane_idx').on(
      t.transporterId,
      t.fromPincode,
      t.toPincode,
      t.vehicleType,
      t.validFrom,
    ),
    // A lane's rates across transporters (the quote of a trip).
    index('transport_lane_rates_pincodes_idx').on(t.fromPincode, t.toPincode, t.vehicleType),
  ],
);

import { istDateOf } from '@dom/domain';
import type { Db } from '../platform/db/database';
import { gstSimGstins } from '../platform/db/schema/index';
import { companyGstRegistrations } from '../modules/reference-data/reference-data.schema';
import { makeGstin } from './parties';

/** The marketplace's PAN (a company: fourth letter C); its GSTINs are this PAN in each state. */
export const COMPANY_PAN = 'AADCD4821K';
export const COMPANY_LEGAL_NAME = 'DOM Building Materials Marketplace Private Limited';

const OFFICES = [
  {
    stateCode: '27',
    stateName: 'Maharashtra',
    city: 'Mumbai',
    pinCode: '400070',
    line: '5th Floor, Kurla Business Park, LBS Marg',
  },
  {
    stateCode: '24',
    stateName: 'Gujarat',
    city: 'Ahmedabad',
    pinCode: '380015',
    line: '302, Shivalik Plaza, IIM Road',
  },
  {
    stateCode: '07',
    stateName: 'Delhi',
    city: 'New Delhi',
    pinCode: '110020',
    line: 'A-42, Okhla Industrial Area Phase II',
  },
  {
    stateCode: '29',
    stateName: 'Karnataka',
    city: 'Bengaluru',
    pinCode: '560103',
    line: '14, Outer Ring Road, Bellandur',
  },
  {
    stateCode: '33',
    stateName: 'Tamil Nadu',
    city: 'Chennai',
    pinCode: '600032',
    line: '9, SIDCO Industrial Estate, Guindy',
  },
  {
    stateCode: '36',
    stateName: 'Telangana',
    city: 'Hyderabad',
    pinCode: '500081',
    line: 'Plot 21, HITEC City Phase 2',
  },
  // Surrendered at the end of the last financial year, when the eastern warehouse closed: still on
  // file, no longer in force.
  {
    stateCode: '19',
    stateName: 'West Bengal',
    city: 'Kolkata',
    pinCode: '700091',
    line: 'DN-12, Sector V, Salt Lake',
    surrendered: true,
  },
] as const;

/** The marketplace's GST registrations, and their standing in the simulated GST portal's register. */
/** 31 March that ended the last financial year before a day (IST). */
function lastFinancialYearEnd(asOf: Date): string {
  const day = istDateOf(asOf);
  const year = Number(day.slice(0, 4));
  return day.slice(5) >= '04-01' ? `${year}-03-31` : `${year - 1}-03-31`;
}

export async function seedCompanyGstRegistrations(db: Db, asOf: Date = new Date()): Promise<void> {
  const rows = OFFICES.map((o) => ({
    gstin: makeGstin(o.stateCode, COMPANY_PAN),
    stateCode: o.stateCode,
    stateName: o.stateName,
    legalName: COMPANY_LEGAL_NAME,
    addressLine1: o.line,
    city: o.city,
    pinCode: o.pinCode,
  }));
  await db.insert(companyGstRegistrations).values(rows).onConflictDoNothing();
  await db
    .insert(gstSimGstins)
    .values(
      OFFICES.map((o, i) => ({
        gstin: rows[i]?.gstin ?? '',
        status: 'surrendered' in o ? ('CANCELLED' as const) : ('ACTIVE' as const),
        cancelledOn: 'surrendered' in o ? lastFinancialYearEnd(asOf) : null,
        legalName: COMPANY_LEGAL_NAME,
      })),
    )
    .onConflictDoNothing();
}

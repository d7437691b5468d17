import { gstinCheckCharacter } from '@dom/domain';
import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from './buyer-addresses';
import { ContactInputSchema } from './buyer-contacts';
import { NewEntitySchema } from './buyer-entity';
import { BuyerSearchQuerySchema } from './buyers';
import { AddTransporterSchema } from './transporters';

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('parties contract', () => {
  it('gives the new-entity form the spec defaults: business_gst and MSME Yes', () => {
    const r = NewEntitySchema.safeParse({
      gstNumber: gstin('27AAFCN1234Q1Z'),
      nameOfEntity: 'Navkar Infra',
      contactName: 'Mahesh Shah',
      phoneNumber: '9820012345',
      address: '4, Link Road',
      pinCode: '400 064',
      msmeNumber: 'UDYAM-MH-19-0012345',
    });
    expect(r.success).toBe(true);
    expect(r.data?.gstTreatment).toBe('business_gst');
    expect(r.data?.isMsme).toBe('Yes');
    expect(r.data?.pinCode).toBe('400064');
  });

  it('checks that an address state agrees with its PIN and GSTIN', () => {
    const base = { addressLine1: '1, Road', cityName: 'Pune', stateCode: '27', postalCode: '411001' };
    expect(AddressInputSchema.safeParse(base).success).toBe(true);
    expect(paths(AddressInputSchema.safeParse({ ...base, postalCode: '560001' }))).toEqual(['postalCode']);
    expect(paths(AddressInputSchema.safeParse({ ...base, gstNum: gstin('29AAFCN1234Q1Z') }))).toEqual([
      'gstNum',
    ]);
  });

  it('needs an email for the Email channel, and known roles', () => {
    const c = { name: 'Asha Rao', phoneNumber: '9820012345', roles: ['FINANCE'] };
    expect(ContactInputSchema.safeParse(c).success).toBe(true);
    expect(paths(ContactInputSchema.safeParse({ ...c, channels: ['EMAIL'] }))).toEqual(['email']);
    expect(paths(ContactInputSchema.safeParse({ ...c, roles: ['BOSS'] }))).toEqual(['roles.0']);
  });

  it('checks a transporter GSTIN in full but a transporter id for shape only', () => {
    const first14 = '29AAXTR5678K1Z';
    const wrong = `${first14}${gstinCheckCharacter(first14) === 'A' ? 'B' : 'A'}`;
    expect(AddTransporterSchema.safeParse({ transporterName: 'X', transporterId: wrong }).success).toBe(true);
    expect(paths(AddTransporterSchema.safeParse({ transporterName: 'X', transporterGstin: wrong }))).toEqual([
      'transporterGstin',
    ]);
    expect(paths(AddTransporterSchema.safeParse({ transporterName: 'X', transporterId: '29AAX' }))).toEqual([
      'transporterId',
    ]);
  });

  it('reads buyer list filters and drops empty ones', () => {
    const q = BuyerSearchQuerySchema.parse({ statuses: 'KYC_PENDING,SUSPENDED', buyerName: '' });
    expect(q.statuses).toEqual(['KYC_PENDING', 'SUSPENDED']);
    expect(q.buyerName).toBeUndefined();
  });
});

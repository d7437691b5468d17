import { describe, expect, it } from 'vitest';
import { TONES } from '../status/tone';
import { DEFAULT_LANGUAGE, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SSO_SCOPES } from './app.options';
import {
  BUSINESS_UNITS,
  expandBusinessUnits,
  isBusinessUnit,
  ORDER_CHANNELS,
  unitsGroupedBy,
} from './business-unit.options';
import { MATERIAL_CATEGORIES } from './catalogue.options';
import { DISCOUNT_UNITS, PRICING_BASES } from './commercial.options';
import {
  COMPANY_REGISTRY_STATUSES,
  companyRegistryTone,
  CREDIT_RATING_BANDS,
  creditRatingScore,
  ENHANCER_TYPES,
} from './credit.options';
import { NEW_ENTITY_DEFAULTS } from './entity.options';
import { OVERDUE_BUCKETS, UPLOAD_PURPOSES } from './finance.options';
import { dispatchClarityParam, ITEM_CONDITIONS, VEHICLE_TYPES, vehicleTypeOf } from './logistics.options';
import { MEETING_CANCEL_REASONS } from './meeting.options';
import { labelOf } from './option';
import { OPTION_LISTS } from './option-lists';
import { isOtherDependencyReason } from './order.options';
import { TIME_RANGES } from './time.options';

const values = (list: readonly { value: string }[]) => list.map((option) => option.value);

describe('every option list', () => {
  it.each(Object.entries(OPTION_LISTS))('%s is non-empty with unique values and labels', (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(values(list)).size).toBe(list.length);
    for (const option of list) {
      expect(option.value.trim()).not.toBe('');
      expect(option.label.trim()).not.toBe('');
    }
    expect(new Set(list.map((option) => option.label)).size).toBe(list.length);
  });
});

describe('spec values', () => {
  it('credit rating bands carry the spec scores, in the spec order', () => {
    expect(CREDIT_RATING_BANDS.map((band) => [band.label, band.score])).toEqual([
      ['Avoid', 2],
      ['Delayed', 6],
      ['Okay', 10],
      ['Good', 12],
      ['Unknown', 0],
    ]);
    expect(creditRatingScore('GOOD')).toBe(12);
    expect(creditRatingScore('UNKNOWN')).toBe(0);
  });

  it('overdue buckets are the eleven spec values', () => {
    expect(values(OVERDUE_BUCKETS)).toEqual([
      'ALL',
      'OUTSTANDING',
      'IDD_OVERDUE',
      'MDD_OVERDUE',
      'DUE_TODAY',
      'NEARING_MDD',
      'CLOSEST_TO_MDD',
      'NEARING_LEGAL',
      'CLOSEST_TO_LEGAL',
      'LEGAL_OVERDUE',
      'NON_DUE',
    ]);
  });

  it('item conditions, enhancer types and upload purposes keep the wire values', () => {
    expect(values(ITEM_CONDITIONS)).toEqual([
      'GOOD',
      'FULL_DAMAGE',
      'PARTIAL_DAMAGE',
      'OUTER_CARTON_DAMAGE',
      'AWAITING_QC',
      'MISSING',
      'RETURN',
    ]);
    expect(values(ENHANCER_TYPES)).toEqual([
      'OPEN_LIMIT',
      'LC',
      'BG',
      'CHEQUE',
      'ANCHOR',
      'FINANCING_PARTNER',
    ]);
    expect(values(UPLOAD_PURPOSES).slice(0, 6)).toEqual([
      'ENHANCER_DOCUMENTS',
      'SELLER_TDS_UPLOAD',
      'SELLER_CN_FOR_TOD',
      'OVERDUE_INVOICE_UPLOAD',
      'UBS_SELLER_BILLS_UPLOAD',
      'UPLOAD_PAYMENT_ADVICE',
    ]);
  });

  it('discount units and pricing bases show the spec labels', () => {
    expect(labelOf(DISCOUNT_UNITS, 'PERCENTAGE')).toBe('%');
    expect(labelOf(DISCOUNT_UNITS, 'VALUE')).toBe('₹');
    expect(PRICING_BASES.map((basis) => basis.label)).toEqual([
      'F.O.R (Best Total Price)',
      'Ex Works (Best Ex Works Price)',
    ]);
  });

  it('has seventeen material categories and ten meeting cancel reasons', () => {
    expect(MATERIAL_CATEGORIES).toHaveLength(17);
    expect(MEETING_CANCEL_REASONS).toHaveLength(10);
    expect(labelOf(MEETING_CANCEL_REASONS, 'CHANGE_IN_BUYER_PRIORITIES')).toBe(
      "Change in buyer's priorities",
    );
  });

  it('time ranges', () => {
    expect(values(TIME_RANGES)).toEqual(['12M', '6M', '3M', '4Q']);
    expect(TIME_RANGES.map((range) => range.months)).toEqual([12, 6, 3, 12]);
  });

  it('new entity form defaults', () => {
    expect(NEW_ENTITY_DEFAULTS.gstTreatment).toBe('business_gst');
    expect(NEW_ENTITY_DEFAULTS.isMsme).toBe('Yes');
  });

  it('app constants', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(SSO_SCOPES).toEqual(['email', 'openid', 'phone', 'profile']);
  });
});

describe('business units', () => {
  it('DIRECT groups UTCL; UBS stands alone', () => {
    expect(unitsGroupedBy('DIRECT')).toEqual(['DIRECT', 'UTCL']);
    expect(unitsGroupedBy('UBS')).toEqual(['UBS']);
    expect(unitsGroupedBy('UTCL')).toEqual(['UTCL']);
  });

  it('expands a selection without duplicates', () => {
    expect(expandBusinessUnits(['DIRECT', 'UTCL'])).toEqual(['DIRECT', 'UTCL']);
    expect(expandBusinessUnits(['UBS', 'DIRECT'])).toEqual(['UBS', 'DIRECT', 'UTCL']);
    expect(expandBusinessUnits([])).toEqual([]);
  });

  it('the order channel list calls UTCL Retail', () => {
    expect(values(BUSINESS_UNITS)).toEqual(['DIRECT', 'UBS', 'UTCL']);
    expect(labelOf(ORDER_CHANNELS, 'UTCL')).toBe('Retail');
    expect(isBusinessUnit('UTCL')).toBe(true);
    expect(isBusinessUnit('RETAIL')).toBe(false);
  });
});

describe('helpers', () => {
  it('company registry statuses map to success, warning or error', () => {
    for (const status of COMPANY_REGISTRY_STATUSES) expect(TONES).toContain(status.tone);
    expect(companyRegistryTone('Active')).toBe('success');
    expect(companyRegistryTone('strike off')).toBe('error');
    expect(companyRegistryTone('Under CIRP')).toBe('warning');
    expect(companyRegistryTone('Something New')).toBe('warning');
  });

  it('dispatchClarity is true unless awaiting confirmation', () => {
    expect(dispatchClarityParam('CONFIRMED')).toBe(true);
    expect(dispatchClarityParam('AWAITING_CONFIRMATION')).toBe(false);
  });

  it('CCD_O and OD_O are the "other" dependency reasons', () => {
    expect(isOtherDependencyReason('CCD_O')).toBe(true);
    expect(isOtherDependencyReason('OD_O')).toBe(true);
    expect(isOtherDependencyReason('CCD_1')).toBe(false);
  });
});

describe('vehicle types (logistics rate uploads)', () => {
  it('have unique values and labels, and read as people type them', () => {
    expect(new Set(values(VEHICLE_TYPES)).size).toBe(VEHICLE_TYPES.length);
    expect(new Set(VEHICLE_TYPES.map((v) => v.label)).size).toBe(VEHICLE_TYPES.length);
    expect(vehicleTypeOf('6 wheeler')).toBe('6_WHEELER');
    expect(vehicleTypeOf(' 10-Wheeler ')).toBe('10_WHEELER');
    expect(vehicleTypeOf('lcv')).toBe('LCV');
    expect(vehicleTypeOf('TRAILER')).toBe('TRAILER');
    expect(vehicleTypeOf('8 wheeler')).toBeNull();
    expect(vehicleTypeOf('')).toBeNull();
  });
});

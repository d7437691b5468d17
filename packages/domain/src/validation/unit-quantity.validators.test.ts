import { describe, expect, it } from 'vitest';
import {
  WHOLE_QUANTITY_MESSAGE,
  isDiscreteUnit,
  quantityWithUnit,
  unitQuantityError,
} from './unit-quantity.validators';

describe('unit quantities', () => {
  it('knows the discrete units whatever the case', () => {
    for (const unit of ['BOX', 'PCS', 'SHEET', 'BAG', 'NOS', 'box'])
      expect(isDiscreteUnit(unit), unit).toBe(true);
    for (const unit of ['MT', 'CUM', 'KG', 'COIL']) expect(isDiscreteUnit(unit), unit).toBe(false);
  });

  it('refuses fractions of a discrete unit and accepts them of a weight', () => {
    expect(unitQuantityError('BOX', '30.046')).toBe(WHOLE_QUANTITY_MESSAGE);
    expect(unitQuantityError('PCS', 10.5)).toBe(WHOLE_QUANTITY_MESSAGE);
    expect(unitQuantityError('BAG', '30')).toBeNull();
    expect(unitQuantityError('SHEET', '31.000')).toBeNull();
    expect(unitQuantityError('MT', '12.345')).toBeNull();
  });
});

describe('quantityWithUnit', () => {
  it('drops the zero decimals of whole pieces only', () => {
    expect(quantityWithUnit('92.000', 'BOX')).toBe('92 BOX');
    expect(quantityWithUnit('3.500', 'MT')).toBe('3.500 MT');
    expect(quantityWithUnit('120', 'bag')).toBe('120 bag');
  });
});

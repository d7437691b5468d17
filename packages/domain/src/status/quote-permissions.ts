import type { Permission } from '../access/permissions';
import type { BusinessUnit } from '../options/business-unit.options';

// Approving a quote and sending it out are business-unit-specific actions (doc 1 §6).
export const QUOTE_APPROVE_PERMISSION: Readonly<Record<BusinessUnit, Permission>> = {
  DIRECT: 'Approve_Quote_Direct',
  UTCL: 'Approve_Quote_UTCL',
  UBS: 'Approve_Quote_UBS',
};

export const QUOTE_SEND_PERMISSION: Readonly<Record<BusinessUnit, Permission>> = {
  DIRECT: 'Send_Quote_Direct',
  UTCL: 'Send_Quote_UTCL',
  UBS: 'Send_Quote_UBS',
};

export function byBusinessUnit<T>(build: (unit: BusinessUnit) => T): Readonly<Record<BusinessUnit, T>> {
  return { DIRECT: build('DIRECT'), UBS: build('UBS'), UTCL: build('UTCL') };
}

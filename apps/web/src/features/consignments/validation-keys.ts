import { REQUIRED_MESSAGE } from '../../components/form/form-schemas';
import '../../i18n/parts/consignments';

/** The i18n keys of the dialogs' own validation messages; the form fields translate them. */
export const INVALID = {
  required: REQUIRED_MESSAGE,
  reason: 'consignments.validation.reason',
  wholeNumber: 'consignments.validation.wholeNumber',
  invoiceNumber: 'consignments.validation.invoiceNumber',
  url: 'consignments.validation.url',
  futureDate: 'consignments.validation.futureDate',
  quantityWithIssue: 'consignments.validation.quantityWithIssue',
  reasonOfIssue: 'consignments.validation.reasonOfIssue',
  cleanWithIssue: 'consignments.validation.cleanWithIssue',
  moreThanShipped: 'consignments.validation.moreThanShipped',
  moreThanRequested: 'consignments.validation.moreThanRequested',
  moreThanZero: 'consignments.validation.moreThanZero',
  primaryDocuments: 'consignments.validation.primaryDocuments',
  confirm: 'consignments.validation.confirm',
  moreThanLine: 'consignments.validation.moreThanLine',
  leaveSome: 'consignments.validation.leaveSome',
  splitSomething: 'consignments.validation.splitSomething',
  hsn: 'consignments.validation.hsn',
  warehouse: 'consignments.validation.warehouse',
  moreThanAvailable: 'consignments.validation.moreThanAvailable',
  chooseLine: 'consignments.validation.chooseLine',
  ackSomething: 'consignments.validation.ackSomething',
  vehicleTwice: 'consignments.validation.vehicleTwice',
  vehiclesAddUp: 'consignments.validation.vehiclesAddUp',
} as const;

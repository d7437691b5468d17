import type { EInvoiceGateway } from '../../integrations/gst/gst-gateway';
import type { CreditPorts } from './credit-ports';

/**
 * What the credit area needs from outside: the e-invoice portal (IRN for credit and debit notes,
 * IRN cancellation) and a clock (ageing, the 24-hour IRN cancel window). Both are injected so tests
 * can pin them; without a gateway the IRN calls answer 503.
 */
export interface CreditDeps {
  eInvoice: EInvoiceGateway | null;
  now: () => Date;
  /** The buyer's drawable figures from credit-limits (the operational balance); absent where unused. */
  drawable?: CreditPorts['drawable'];
}

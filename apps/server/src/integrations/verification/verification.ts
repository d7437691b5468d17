import type { CheckOutcome, CreditLeadCheck, CreditRatingBand } from '@dom/domain';

/** What the checks are asked about: the lead's company as the credit desk entered it. */
export interface VerificationSubject {
  companyName: string;
  registrationType: 'CIN' | 'LLP' | 'N/A';
  registrationNumber: string | null;
  pan: string;
  gstins: readonly string[];
  financials: readonly { year: number; revenuePaise: bigint; profitPaise: bigint; netWorthPaise: bigint }[];
}

/** A vendor's answer, as the lead keeps it: the outcome colour, one line, and the answer itself. */
export interface CheckAnswer {
  outcome: CheckOutcome;
  summary: string;
  result: Record<string, unknown>;
  /** The C360 report's payment-behaviour band (the lead's rating band). */
  ratingBand?: CreditRatingBand;
}

/**
 * One third-party check (doc 3 §7: GST, MCA CIN, negative check, financial spread, C360 report,
 * financial PDF scan, EPFO). An adapter calls the vendor's API; the simulators in this folder answer
 * locally and deterministically from the subject (the default until a vendor is configured).
 */
export interface VerificationCheck {
  readonly check: CreditLeadCheck;
  run(subject: VerificationSubject): Promise<CheckAnswer>;
}

/** Every check by its vendor validation flag. */
export type VerificationChecks = Readonly<Record<CreditLeadCheck, VerificationCheck>>;

/** A vendor that did not answer (timeout, outage): the check is not recorded and may be re-run. */
export class VerificationUnavailable extends Error {
  constructor(
    readonly check: CreditLeadCheck,
    message: string,
  ) {
    super(message);
    this.name = 'VerificationUnavailable';
  }
}

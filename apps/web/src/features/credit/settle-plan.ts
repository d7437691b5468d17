import {
  type MatchRefusal,
  type Paise,
  checkMatch,
  formatRupees,
  paiseFromWire,
  tryParseRupees,
} from '@dom/domain';

/** What settling needs of an invoice (the buyer tab's item, mapped; or a credit-area invoice). */
export interface SettleInvoice {
  id: string;
  booksInvoiceId: string;
  invoiceNumber: string;
  invoiceDate: string;
  amountPaise: string;
  balancePaise: string;
}

export interface SettleLine {
  invoice: SettleInvoice;
  selected: boolean;
  /** The rupee text the user typed. */
  amount: string;
}

export interface PlannedMatch {
  invoice: SettleInvoice;
  matchPaise: Paise;
  /** What the invoice will still owe after the match. */
  balanceAfterPaise: Paise;
}

export type LineProblem = { kind: 'parse'; message: string } | { kind: 'refusal'; code: MatchRefusal };

/** Rupee text of an amount, without the symbol, to prefill a field. */
export const rupeeText = (paise: Paise) => formatRupees(paise, { symbol: false }).replace(/,/g, '');

/** Fills each newly chosen line with what is left of the payment, up to the invoice's balance. */
export function suggestedAmount(
  paymentBalance: Paise,
  lines: readonly SettleLine[],
  invoice: SettleInvoice,
): string {
  const used = lines
    .filter((l) => l.selected && l.invoice.id !== invoice.id)
    .reduce((sum, l) => {
      const parsed = tryParseRupees(l.amount);
      return parsed.ok ? sum + parsed.paise : sum;
    }, 0n);
  const left = paymentBalance - used;
  const owed = paiseFromWire(invoice.balancePaise);
  const amount = left < owed ? left : owed;
  return amount > 0n ? rupeeText(amount) : '';
}

/**
 * The matches the chosen lines make, checked in order against the domain's rule: no match may
 * take more than the payment has left or the invoice still owes.
 */
export function planMatches(paymentBalance: Paise, lines: readonly SettleLine[]) {
  const matches: PlannedMatch[] = [];
  const problems = new Map<string, LineProblem>();
  let left = paymentBalance;
  for (const line of lines) {
    if (!line.selected) continue;
    const parsed = tryParseRupees(line.amount);
    if (!parsed.ok) {
      problems.set(line.invoice.id, { kind: 'parse', message: parsed.error });
      continue;
    }
    const owed = paiseFromWire(line.invoice.balancePaise);
    const refusal = checkMatch({
      paymentUnallocatedPaise: left,
      invoiceOpenPaise: owed,
      invoiceAmountPaise: paiseFromWire(line.invoice.amountPaise),
      matchingAmountPaise: parsed.paise,
    });
    if (refusal) {
      problems.set(line.invoice.id, { kind: 'refusal', code: refusal });
      continue;
    }
    left -= parsed.paise;
    matches.push({ invoice: line.invoice, matchPaise: parsed.paise, balanceAfterPaise: owed - parsed.paise });
  }
  return { matches, problems, paymentLeftPaise: left };
}

import type { CreditMemoDownloadQuery } from '@dom/contract';
import {
  CHECK_OUTCOME_OPTIONS,
  CREDIT_RATING_BANDS,
  RATING_OUTLOOKS,
  VENDOR_VALIDATION_FLAGS,
  creditLeadStatusLabel,
  labelOf,
} from '@dom/domain';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { Caller } from '../../platform/caller';
import type { DbOrTx } from '../../platform/db/database';
import { wrapText } from '../../platform/pdf/pdf-kit';
import { leadDetail } from './credit-leads.service';

const rupees = (paise: string): string => {
  const p = BigInt(paise);
  return `Rs. ${(p / 100n).toLocaleString('en-IN')}.${(p % 100n).toString().padStart(2, '0')}`;
};
const A4: [number, number] = [595.28, 841.89];

/** The statuses whose lead has a memo: assessed (checks run) or decided. */
const MEMO_STATUSES = new Set(['IN_PROGRESS', 'PENDING', 'NEED_CEO_APPROVAL', 'APPROVED', 'REJECTED']);

/** The memo's recommendation: the requested limit when the score is 60 or more and no check is red. */
export function recommendationOf(vaultScore: number | null, anyError: boolean): string {
  if (vaultScore === null) return 'Not assessed';
  if (anyError) return 'Refer: a verification check found a red flag';
  return vaultScore >= 60 ? 'Recommend the requested limit' : 'Refer: vault score below 60';
}

/**
 * The credit memo (CAM) of a lead as a PDF: the company's facts, the requested limit, every
 * verification check with its finding, the scores, the recommendation and where the approval
 * stands. `null` when the lead is not the caller's, is not the entity's, or has no memo yet.
 */
export async function creditMemoPdf(
  db: DbOrTx,
  caller: Caller,
  query: CreditMemoDownloadQuery,
  ceoLimitPaise: bigint,
): Promise<Uint8Array | null> {
  const lead = await leadDetail(db, caller, query.leadKey, ceoLimitPaise);
  if (lead.buyerEntityKey !== query.entityKey || !MEMO_STATUSES.has(lead.status) || lead.checks.length === 0)
    return null;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Credit memo ${lead.leadKey}`);
  pdf.setProducer('DOM');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - 50;
  // Long findings wrap onto the next lines rather than being cut.
  const line = (value: string, font: PDFFont = regular, size = 9, x = 40) => {
    for (const text of wrapText(font, value, size, A4[0] - x - 40)) {
      if (y < 50) {
        page = pdf.addPage(A4);
        y = A4[1] - 50;
      }
      page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 5;
    }
  };
  line(`Credit Assessment Memo - ${lead.leadKey}`, bold, 16);
  y -= 6;
  line('Company', bold, 11);
  line(`${lead.companyName}   PAN ${lead.pan}`);
  line(`Buyer entity: ${lead.buyerEntityName} (${lead.buyerEntityKey})   Buyer: ${lead.buyerName}`);
  line(`Registration: ${lead.registrationType} ${lead.registrationNumber ?? ''}`);
  line(`GSTINs: ${lead.gstins.join(', ')}`);
  y -= 4;
  line('Request', bold, 11);
  line(`Requested limit ${rupees(lead.requestedLimitPaise)} for ${lead.requestedPeriodDays} days`);
  for (const a of lead.allocations)
    line(`Allocation: ${a.buyerName} (${a.buyerCode}) ${rupees(a.limitPaise)}`);
  y -= 4;
  line('Financials', bold, 11);
  for (const f of lead.financials)
    line(
      `${f.year}: revenue ${rupees(f.revenuePaise)}, profit ${rupees(f.profitPaise)}, net worth ${rupees(f.netWorthPaise)}`,
    );
  if (lead.financials.length === 0) line('None entered');
  y -= 4;
  line('Verification checks', bold, 11);
  for (const flag of VENDOR_VALIDATION_FLAGS) {
    const c = lead.checks.find((x) => x.check === flag.value);
    line(`${flag.label}: ${c ? `${labelOf(CHECK_OUTCOME_OPTIONS, c.outcome)} - ${c.summary}` : 'Not run'}`);
  }
  y -= 4;
  line('Scores', bold, 11);
  line(
    `Vault score ${lead.vaultScore ?? '-'} / 100   Rating band ${labelOf(CREDIT_RATING_BANDS, lead.ratingBand)}   Outlook ${lead.outlook ? labelOf(RATING_OUTLOOKS, lead.outlook) : '-'}`,
  );
  y -= 4;
  line('Recommendation', bold, 11);
  line(
    recommendationOf(
      lead.vaultScore,
      lead.checks.some((c) => c.outcome === 'ERROR'),
    ),
  );
  y -= 4;
  line('Approval', bold, 11);
  line(
    `Status ${creditLeadStatusLabel(lead.status)}${lead.approvalKey ? `   Approval request ${lead.approvalKey}` : ''}`,
  );
  return pdf.save();
}

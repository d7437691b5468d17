import {
  type CheckOutcome,
  type CreditRatingBand,
  type Tone,
  companyRegistryTone,
  formatInrWithSymbol,
  revenueGrowthPercent,
} from '@dom/domain';
import type { GstinRegistry } from '../gst/gst-gateway';
import type { CheckAnswer, VerificationCheck, VerificationChecks, VerificationSubject } from './verification';

const OUTCOME_OF_TONE: Partial<Record<Tone, CheckOutcome>> = { success: 'SUCCESS', error: 'ERROR' };
const outcomeOf = (tone: Tone): CheckOutcome => OUTCOME_OF_TONE[tone] ?? 'WARNING';

/** The digits of a PAN (its 4-digit sequence): the simulators' deterministic seed. */
const panSequence = (pan: string): number => Number(pan.slice(5, 9)) || 0;
const digitSum = (text: string): number => [...text].reduce((s, c) => s + (/\d/.test(c) ? Number(c) : 0), 0);

/**
 * The company registry (MCA) by CIN or LLPIN: the status follows the last digit of the number
 * (0–5 Active, 6 Amalgamated, 7 Under CIRP, 8 Strike Off, 9 Dissolved), coloured as the registry's
 * statuses are (success, warning, error). No number (N/A) is a warning: nothing to look up.
 */
export const MCA_STATUS_BY_DIGIT = [
  'Active',
  'Active',
  'Active',
  'Active',
  'Active',
  'Active',
  'Amalgamated',
  'Under CIRP',
  'Strike Off',
  'Dissolved',
] as const;

export const mcaSimulator: VerificationCheck = {
  check: 'mca',
  async run(s) {
    if (s.registrationType === 'N/A' || !s.registrationNumber)
      return { outcome: 'WARNING', summary: 'No CIN or LLPIN to look up', result: { status: null } };
    const status = MCA_STATUS_BY_DIGIT[Number(s.registrationNumber.slice(-1))] ?? 'Active';
    const incorporated = s.registrationType === 'CIN' ? Number(s.registrationNumber.slice(8, 12)) : null;
    return {
      outcome: outcomeOf(companyRegistryTone(status)),
      summary: `Company status: ${status}`,
      result: {
        status,
        registrationNumber: s.registrationNumber,
        companyName: s.companyName.toUpperCase(),
        yearOfIncorporation: incorporated,
        listed: s.registrationNumber.startsWith('L'),
      },
    };
  },
};

/** GST: every GSTIN of the lead through the GSTIN register (the GST simulator's, or the GSP's). */
export function gstCheck(registry: GstinRegistry): VerificationCheck {
  return {
    check: 'gst',
    async run(s) {
      const found = await Promise.all(
        s.gstins.map(async (gstin) => ({ gstin, registration: await registry.lookup(gstin) })),
      );
      const rows = found.map(({ gstin, registration }) => ({
        gstin,
        status: registration?.status ?? 'NOT_FOUND',
        legalName: registration?.legalName ?? null,
        cancelledOn: registration?.cancelledOn ?? null,
        panMatches: gstin.slice(2, 12) === s.pan,
      }));
      const bad = rows.filter((r) => r.status !== 'ACTIVE');
      const otherPan = rows.filter((r) => !r.panMatches);
      const outcome: CheckOutcome = bad.length > 0 ? 'ERROR' : otherPan.length > 0 ? 'WARNING' : 'SUCCESS';
      const summary =
        bad.length > 0
          ? `${bad.map((r) => `${r.gstin} ${r.status}`).join(', ')}`
          : otherPan.length > 0
            ? `GSTIN of another PAN: ${otherPan.map((r) => r.gstin).join(', ')}`
            : `${rows.length} GSTIN${rows.length === 1 ? '' : 's'} active`;
      return { outcome, summary, result: { gstins: rows } };
    },
  };
}

/**
 * Negative check (defaulter and litigation lists) by PAN: a sequence ending in 0 is on a wilful
 * defaulter list (error), ending in 1 has litigation pending (warning), any other is clear.
 */
export const negativeCheckSimulator: VerificationCheck = {
  check: 'negativeCheck',
  async run(s) {
    const last = panSequence(s.pan) % 10;
    if (last === 0)
      return {
        outcome: 'ERROR',
        summary: 'Listed as a wilful defaulter',
        result: { lists: ['RBI wilful defaulters'], cases: 0 },
      };
    if (last === 1)
      return {
        outcome: 'WARNING',
        summary: '2 litigation cases pending',
        result: { lists: [], cases: 2, courts: ['NCLT Mumbai', 'High Court of Bombay'] },
      };
    return { outcome: 'SUCCESS', summary: 'No negative record', result: { lists: [], cases: 0 } };
  },
};

/** Financial spread: the years side by side with growth and margins; a negative net worth is an error. */
export const financialSpreadSimulator: VerificationCheck = {
  check: 'mcaSpread',
  async run(s) {
    if (s.financials.length === 0)
      return { outcome: 'WARNING', summary: 'No financials to spread', result: { years: [] } };
    const years = [...s.financials]
      .sort((a, b) => a.year - b.year)
      .map((f) => ({
        year: f.year,
        revenue: f.revenuePaise.toString(),
        profit: f.profitPaise.toString(),
        netWorth: f.netWorthPaise.toString(),
        marginPercent: f.revenuePaise > 0n ? Number((f.profitPaise * 10_000n) / f.revenuePaise) / 100 : null,
      }));
    const latest = years.at(-1)!;
    const growth = revenueGrowthPercent(
      s.financials.map((f) => ({ year: f.year, revenuePaise: f.revenuePaise })),
    );
    const result = { years, revenueGrowthPercent: growth, status: 'COMPLETED' };
    if (BigInt(latest.netWorth) < 0n)
      return { outcome: 'ERROR', summary: `Negative net worth in ${latest.year}`, result };
    if (BigInt(latest.profit) < 0n)
      return {
        outcome: 'WARNING',
        summary: `Loss of ${formatInrWithSymbol(-BigInt(latest.profit))} in ${latest.year}`,
        result,
      };
    return {
      outcome: 'SUCCESS',
      summary: `Revenue ${formatInrWithSymbol(BigInt(latest.revenue))} in ${latest.year}${growth === null ? '' : `, growth ${growth}%`}`,
      result,
    };
  },
};

/** The C360 bureau report's payment behaviour, by the PAN's digit sum (mod 5). */
export const C360_BANDS: readonly CreditRatingBand[] = ['GOOD', 'OKAY', 'DELAYED', 'AVOID', 'UNKNOWN'];
const C360_OUTCOME: Record<CreditRatingBand, CheckOutcome> = {
  GOOD: 'SUCCESS',
  OKAY: 'SUCCESS',
  DELAYED: 'WARNING',
  AVOID: 'ERROR',
  UNKNOWN: 'WARNING',
};

export const c360Simulator: VerificationCheck = {
  check: 'C360Report',
  async run(s): Promise<CheckAnswer> {
    const band = C360_BANDS[digitSum(s.pan) % C360_BANDS.length]!;
    const trades = band === 'UNKNOWN' ? 0 : 4 + (panSequence(s.pan) % 9);
    return {
      outcome: C360_OUTCOME[band],
      summary:
        band === 'UNKNOWN'
          ? 'No trade history with the bureau'
          : `Payment behaviour: ${band[0]}${band.slice(1).toLowerCase()}`,
      result: { band, tradeLines: trades, reportId: `C360-${s.pan}` },
      ratingBand: band,
    };
  },
};

/**
 * Financial PDF scan: the figures read from the uploaded statements against the ones entered. The
 * simulator reads the entered ones back: it flags a profit above the revenue or a gap in the years.
 */
export const financialPdfScanSimulator: VerificationCheck = {
  check: 'financialPDFScan',
  async run(s) {
    if (s.financials.length === 0)
      return { outcome: 'WARNING', summary: 'No financial statements to scan', result: { pages: 0 } };
    const years = s.financials.map((f) => f.year).sort((a, b) => a - b);
    const gaps = years.slice(1).filter((y, i) => y - years[i]! !== 1);
    const odd = s.financials.filter((f) => f.profitPaise > f.revenuePaise).map((f) => f.year);
    const result = { pages: 6 * years.length, years, inconsistentYears: odd, missingYears: gaps.length > 0 };
    if (odd.length > 0)
      return { outcome: 'ERROR', summary: `Profit above revenue in ${odd.join(', ')}`, result };
    if (gaps.length > 0)
      return { outcome: 'WARNING', summary: 'Statements for some years are missing', result };
    return { outcome: 'SUCCESS', summary: `${years.length} years scanned, figures match`, result };
  },
};

/** EPFO: the establishment registered on the PAN; a sequence divisible by 4 has none (warning). */
export const epfoSimulator: VerificationCheck = {
  check: 'epfo',
  async run(s) {
    const seq = panSequence(s.pan);
    if (seq % 4 === 0)
      return { outcome: 'WARNING', summary: 'No EPFO establishment found', result: { establishments: [] } };
    const employees = 10 + (seq % 240);
    return {
      outcome: 'SUCCESS',
      summary: `${employees} employees, contributions up to date`,
      result: {
        establishments: [
          { code: `MHBAN${String(seq).padStart(7, '0')}`, employees, lastPaidMonth: 'current' },
        ],
      },
    };
  },
};

/** The local simulators of every check (the GST one through the register it is given). */
export function verificationSimulators(registry: GstinRegistry): VerificationChecks {
  return {
    gst: gstCheck(registry),
    mca: mcaSimulator,
    negativeCheck: negativeCheckSimulator,
    mcaSpread: financialSpreadSimulator,
    C360Report: c360Simulator,
    epfo: epfoSimulator,
    financialPDFScan: financialPdfScanSimulator,
  };
}

export type { VerificationSubject };

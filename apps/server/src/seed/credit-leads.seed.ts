import {
  type CreditLeadCheck,
  istDateOf,
  ratingOutlook,
  revenueGrowthPercent,
  vaultScore,
} from '@dom/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import {
  c360Simulator,
  epfoSimulator,
  financialPdfScanSimulator,
  financialSpreadSimulator,
  mcaSimulator,
  negativeCheckSimulator,
} from '../integrations/verification/verification.simulators';
import type { VerificationCheck } from '../integrations/verification/verification';
import {
  creditLeadChecks,
  creditLeadVaultScores,
  creditLeads,
} from '../modules/credit-leads/credit-leads.schema';

const OFFLINE_CHECKS: readonly VerificationCheck[] = [
  mcaSimulator,
  negativeCheckSimulator,
  financialSpreadSimulator,
  c360Simulator,
  epfoSimulator,
  financialPdfScanSimulator,
];

const STATES = [
  'SUBMITTED',
  'IN_PROGRESS',
  'IN_PROGRESS',
  'NEED_ENRICHMENT',
  'SUBMITTED',
  'ARCHIVED',
] as const;

/**
 * Buyer entities (one per PAN, its buyers the members), a few tagged group companies, and credit
 * leads on the relationship manager's entities in the states a credit desk works (the checks of the
 * worked ones answered by the local simulators; GST from the register as on-boarding found it).
 */
export async function seedCreditLeads(db: Db, asOf: Date = new Date()): Promise<void> {
  await db.execute(sql`
    INSERT INTO buyer_entities (entity_key, name, pan)
    SELECT 'BE' || nextval('buyer_entity_key_seq'), min(name), pan FROM buyers
    WHERE pan <> '' GROUP BY pan ORDER BY min(code)`);
  await db.execute(sql`
    INSERT INTO buyer_entity_members (entity_id, buyer_id)
    SELECT e.id, b.id FROM buyers b JOIN buyer_entities e ON e.pan = b.pan`);
  // Every fifth entity has the next one tagged as a group company.
  await db.execute(sql`
    WITH e AS (SELECT id, row_number() OVER (ORDER BY entity_key) AS n FROM buyer_entities)
    INSERT INTO buyer_entity_tags (entity_id, tagged_entity_id, relation)
    SELECT a.id, b.id, 'Group company' FROM e a JOIN e b ON b.n = a.n + 1 WHERE a.n % 5 = 1`);

  const picks = (await db.execute<Record<string, unknown>>(sql`
    SELECT b.id AS buyer_id, b.name, b.pan, b.gstin, b.rm_email, b.tm_email, b.business_unit, e.id AS entity_id
    FROM buyers b JOIN buyer_entity_members m ON m.buyer_id = b.id JOIN buyer_entities e ON e.id = m.entity_id
    WHERE b.rm_email = 'rm@dom.example.in' ORDER BY b.code LIMIT ${STATES.length}`)) as {
    rows: {
      buyer_id: string;
      name: string;
      pan: string;
      gstin: string;
      rm_email: string | null;
      tm_email: string | null;
      business_unit: string;
      entity_id: string;
    }[];
  };
  for (const [i, b] of picks.rows.entries()) {
    const status = STATES[i % STATES.length]!;
    const year = 2025;
    const revenue = BigInt(50_00_00_000 + i * 7_50_00_000) * 100n;
    const financials = [0, 1, 2].map((k) => ({
      year: year - k,
      revenuePaise: ((revenue * BigInt(100 - k * 8)) / 100n).toString(),
      profitPaise: ((revenue * BigInt(6 - k)) / 100n).toString(),
      netWorthPaise: ((revenue * BigInt(30 - k * 2)) / 100n).toString(),
    }));
    const cin = `U45200MH20${10 + i}PTC${String(123450 + i).padStart(6, '0')}`;
    const limit = BigInt(25_00_000 + i * 15_00_000) * 100n;
    const keyRow = (await db.execute<Record<string, unknown>>(
      sql`SELECT nextval('credit_lead_key_seq')::text AS n`,
    )) as {
      rows: { n: string }[];
    };
    const [lead] = await db
      .insert(creditLeads)
      .values({
        leadKey: `CL${keyRow.rows[0]!.n}`,
        status,
        entityId: b.entity_id,
        buyerId: b.buyer_id,
        companyName: b.name,
        registrationType: 'CIN',
        registrationNumber: cin,
        pan: b.pan,
        gstins: [b.gstin],
        financials,
        requestedLimitPaise: limit,
        requestedPeriodDays: [30, 45, 60, 90][i % 4]!,
        allocations: [{ buyerId: b.buyer_id, limitPaise: limit.toString() }],
        rmEmail: b.rm_email,
        tmEmail: b.tm_email,
        businessUnit: b.business_unit,
      })
      .returning();
    if (status === 'SUBMITTED') continue;
    const subject = {
      companyName: b.name,
      registrationType: 'CIN' as const,
      registrationNumber: cin,
      pan: b.pan,
      gstins: [b.gstin],
      financials: financials.map((f) => ({
        year: f.year,
        revenuePaise: BigInt(f.revenuePaise),
        profitPaise: BigInt(f.profitPaise),
        netWorthPaise: BigInt(f.netWorthPaise),
      })),
    };
    const outcomes: Partial<Record<CreditLeadCheck, 'SUCCESS' | 'WARNING' | 'ERROR'>> = { gst: 'SUCCESS' };
    let band = lead!.ratingBand;
    const rows = [
      {
        leadId: lead!.id,
        check: 'gst' as const,
        outcome: 'SUCCESS' as const,
        summary: '1 GSTIN active',
        result: { gstins: [{ gstin: b.gstin, status: 'ACTIVE', panMatches: true }] },
      },
    ];
    for (const check of OFFLINE_CHECKS) {
      const answer = await check.run(subject);
      outcomes[check.check] = answer.outcome;
      if (answer.ratingBand) band = answer.ratingBand;
      rows.push({
        leadId: lead!.id,
        check: check.check as never,
        outcome: answer.outcome as never,
        summary: answer.summary,
        result: answer.result as never,
      });
    }
    await db.insert(creditLeadChecks).values(rows);
    const outlook = ratingOutlook(outcomes, revenueGrowthPercent(subject.financials));
    const score = vaultScore(outcomes, band);
    const partial = vaultScore({ gst: 'SUCCESS', mca: outcomes.mca! }, 'UNKNOWN');
    await db.insert(creditLeadVaultScores).values([
      {
        leadId: lead!.id,
        score: partial,
        band: 'UNKNOWN',
        outlook: 'STABLE',
        at: new Date(asOf.getTime() - 86_400_000),
      },
      { leadId: lead!.id, score, band, outlook },
    ]);
    await db.execute(
      sql`UPDATE credit_leads SET rating_band = ${band}, outlook = ${outlook}, vault_score = ${score} WHERE id = ${lead!.id}`,
    );
  }
  // Discounting programmes: a financing partner's line on the first entities the leads assess
  // (their Discounting Program tabs), on buyers no blocked consignment waits for (a line raises what
  // the buyer may draw, and the blocked demo consignments must stay blocked).
  await db.execute(sql`
    WITH p AS (
      SELECT b.id, row_number() OVER (ORDER BY b.code) AS n FROM buyers b
      WHERE b.rm_email = 'rm@dom.example.in'
        AND NOT EXISTS (SELECT 1 FROM consignments c WHERE c.buyer_id = b.id
                        AND c.status IN ('PAYMENT_BLOCKED', 'RPT_BLOCKED'))
      ORDER BY b.code LIMIT 3)
    INSERT INTO credit_enhancers (buyer_id, enhancer_type, credit_limit_paise, credit_period, grace_period,
      gross_margin_bp, rate_of_interest_bp, valid_from, valid_until, financier, financing_type)
    SELECT p.id, 'FINANCING_PARTNER', (ARRAY[2500000000, 1200000000, 5000000000])[p.n], (ARRAY[60, 90, 45])[p.n], 7,
      (ARRAY[250, 300, 200])[p.n], (ARRAY[1125, 1350, 1050])[p.n], ${istDateOf(asOf)}::date - 45, ${istDateOf(asOf)}::date + 320,
      (ARRAY['SIDBI', 'Tata Capital', 'Mintifi'])[p.n],
      (ARRAY['Invoice discounting', 'Purchase order financing', 'Dealer financing'])[p.n]
    FROM p`);
}

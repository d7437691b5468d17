import type { AcknowledgeConsignment, ConsignmentActionResult } from '@dom/contract';
import { DISCRETE_UNITS, type TrackingStatus, unitQuantityError } from '@dom/domain';
import type { DbOrTx } from '../../platform/db/database';
import { type OneStatementPart, applyMoveInOneStatement } from '../../platform/moves';
import { CONSIGNMENT_MACHINE } from './consignment-machine';
import { formatMilli, toMilli } from './consignment-money';
import { type Caller, VOID_CLAIM_TTL_MS } from './consignment-transition';

/**
 * A line's value and GST in SQL, as `lineValuePaise` and `taxPaise` compute them (half up to the
 * paisa; `div` truncates as bigint division does, and every operand is whole and not negative).
 * consignment-acknowledge.test.ts holds them to the TypeScript on a few thousand values.
 */
export const LINE_VALUE_SQL = (quantity: string, unitPricePaise: string) =>
  `div(${quantity} * 1000 * ${unitPricePaise} + 500, 1000)`;
export const LINE_TAX_SQL = (valuePaise: string, gstRateBp: string) =>
  `div(${valuePaise} * ${gstRateBp} + 5000, 10000)`;

/**
 * The acknowledgement's part of its one statement. `old` is the consignment as read in scope and
 * REQUESTED; its lines get the quantity given (or the one requested), and the move is written only
 * when every check of the general way (`acknowledgeChecked`) holds: each line given is a line of
 * this consignment, no quantity above the one requested (nor below zero), whole where the unit is
 * counted in pieces (any unit whose name holds BOX, PCS…: stricter than `isDiscreteUnit`, the
 * general way decides the rest), at least one not zero, and the invoice not being voided. The value and GST are
 * the lines' at those quantities.
 */
const ACKNOWLEDGE_PART: OneStatementPart['build'] = (p) => ({
  ctes: `given AS (
      SELECT g.key, g.q, g.fractional FROM jsonb_to_recordset(${p(0)}::jsonb) AS g(key text, q numeric, fractional boolean)
    ), lines AS (
      SELECT l.id, l.unit, l.requested_qty, l.unit_price_paise, l.gst_rate_bp,
        coalesce(g.q, l.requested_qty) AS q, g.key IS NOT NULL AS given, coalesce(g.fractional, false) AS fractional
      FROM old JOIN consignment_lines l ON l.consignment_id = old.id
      LEFT JOIN given g ON g.key = l.consignment_line_item_key
    ), tot AS (
      SELECT coalesce(sum(v.value), 0) AS value, coalesce(sum(${LINE_TAX_SQL('v.value', 'v.gst_rate_bp')}), 0) AS tax
      FROM (SELECT ${LINE_VALUE_SQL('q', 'unit_price_paise')} AS value, gst_rate_bp FROM lines) v
    )`,
  guard: `(SELECT count(*) FROM lines WHERE given) = (SELECT count(*) FROM given)
      AND NOT EXISTS (SELECT 1 FROM lines WHERE q < 0 OR q > requested_qty
        OR (fractional AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(${p(1)}::jsonb) d(u)
          WHERE strpos(upper(unit), d.u) > 0)))
      AND EXISTS (SELECT 1 FROM lines WHERE q <> 0)
      AND (old.void_claimed_at IS NULL OR old.void_claimed_at <= ${p(2)}::timestamptz)`,
  sets: `value_paise = (SELECT value FROM tot), tax_paise = (SELECT tax FROM tot),
      total_paise = (SELECT value + tax FROM tot)`,
  after: `lup AS (
      UPDATE consignment_lines l SET acknowledged_qty = x.q FROM lines x, upd WHERE l.id = x.id
    )`,
});

const DISCRETE = JSON.stringify(DISCRETE_UNITS.map((u) => u.toUpperCase()));

interface Written {
  consignmentKey: string;
  status: ConsignmentActionResult['status'];
  trackingStatus: TrackingStatus | null;
  version: number;
  blockedReasons: string[];
  failureReason: string | null;
}

/**
 * REQUESTED → ACKNOWLEDGED → READY_TO_PROCESS in ONE statement and one round trip (the runner's
 * `applyMoveInOneStatement`): the checks of the general way as guards in the statement, the same
 * rows written, audited and announced. `undefined` when nothing moved — a refusal, a concurrent
 * writer, a request the guards do not cover (the same line twice, a quantity that is not one) —
 * and the caller then makes the move the general way, which makes it or says precisely why not.
 */
export async function acknowledgeAtOnce(
  db: DbOrTx,
  caller: Caller,
  body: AcknowledgeConsignment,
): Promise<ConsignmentActionResult | undefined> {
  const given = body.lines ?? [];
  if (new Set(given.map((l) => l.consignmentLineItemKey)).size !== given.length) return undefined;
  let lines: { key: string; q: string; fractional: boolean }[];
  try {
    lines = given.map((l) => ({
      key: l.consignmentLineItemKey,
      q: formatMilli(toMilli(l.acknowledgedQuantity)),
      // Refused for a unit counted in pieces: the rule reads the text only; the unit (in the
      // statement) says whether it applies.
      fractional: unitQuantityError(DISCRETE_UNITS[0], l.acknowledgedQuantity) !== null,
    }));
  } catch {
    return undefined;
  }
  const written = (await applyMoveInOneStatement(db, CONSIGNMENT_MACHINE, {
    key: body.consignmentKey,
    action: 'acknowledge',
    then: 'prepare',
    caller,
    part: {
      shape: 'acknowledge',
      reads: ['voidClaimedAt'],
      build: ACKNOWLEDGE_PART,
      params: [JSON.stringify(lines), DISCRETE, new Date(Date.now() - VOID_CLAIM_TTL_MS).toISOString()],
    },
    returning: ['consignmentKey', 'status', 'trackingStatus', 'version', 'blockedReasons', 'failureReason'],
  })) as Written | undefined;
  if (!written) return undefined;
  return {
    consignmentKey: written.consignmentKey,
    status: written.status,
    trackingStatus: written.trackingStatus ?? null,
    version: Number(written.version),
    blockedReasons: written.blockedReasons,
    failureReason: written.failureReason,
  };
}

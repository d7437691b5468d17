import {
  type BusinessUnit,
  PRICING_BASES,
  SALES_TYPES,
  type PricingBasis,
  type SalesType,
  formatRupees,
  tryParseRupees,
  unitQuantityError,
  validateBuyerCreditDays,
  validateComment,
  validateNumberInput,
} from '@dom/domain';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import type { OwnerScope } from '../../platform/caller';
import type { Db, DbOrTx } from '../../platform/db/database';
import { activeProductsBySku, productsByIds } from '../catalogue';
import { scopeOfUser, users } from '../identity';
import { formatMilli, toMilli } from '../orders';
import { buyerAddresses, buyers } from '../parties';
import { type RowChecks, type RowProblem, type WriteContext, registerTaskType } from '../tasks';
import { buyerWithinScope } from './rfq-buyer-options';
import { rfqScope } from './rfq.repo';
import { rfqConsignments, rfqLines, rfqs } from './rfq.schema';
import { type RfqAuthor, addConsignmentLines, addRfqLines, insertRfq, recountRfq } from './rfq.service';

/**
 * "UBS RFQ upload v2.0" (doc 3 §7 "Default RFQ upload template"): a territory manager's sheet of
 * RFQ lines, one row per line, the rows of one RFQ sharing an Upload Reference. The spec gives no
 * columns; these are the fields `POST /buyerRFQ` takes, named as a sales desk names them.
 */
export const RFQ_UPLOAD_TYPE = 'RFQ_UPLOAD';
export const DEFAULT_CONSIGNMENT = 'Consignment 1';

const C = {
  ref: 'Upload Reference',
  buyer: 'Buyer Code',
  unit: 'Business Unit',
  owner: 'TM/RM Email',
  pin: 'Shipping Pin Code',
  basis: 'Pricing Basis',
  salesType: 'Sales Type',
  days: 'Buyer Credit Days',
  terms: 'Payment Terms',
  consignment: 'Consignment',
  requiredBy: 'Required By',
  sku: 'SKU',
  quantity: 'Quantity',
  productUnit: 'Unit',
  price: 'Target Price',
  remarks: 'Remarks',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const squash = (v: string) => v.toUpperCase().replace(/[^A-Z0-9]/g, '');
// "FOR", "F.O.R", "F.O.R (Best Total Price)", "EXW", "Ex Works", … as people type them.
const BASIS_BY_TEXT = new Map<string, PricingBasis>(
  PRICING_BASES.flatMap((b) => [
    [squash(b.value), b.value],
    [squash(b.label), b.value],
    [squash(b.label.replace(/\s*\(.*\)$/, '')), b.value],
  ]),
);
const SALES_TYPE_BY_TEXT = new Map<string, SalesType>(
  SALES_TYPES.flatMap((s) => [
    [squash(s.value), s.value],
    [squash(s.label), s.value],
    [squash(s.label.split(' ')[0] ?? s.label), s.value],
  ]),
);
const UNITS = ['UBS', 'DIRECT', 'UTCL'] as const;

const text = (what: string, max: number) =>
  z.string().trim().min(1, `Enter the ${what}`).max(max, `At most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

const RowSchema = z
  .object({
    [C.ref]: text('upload reference', 40),
    [C.buyer]: text('buyer code', 40),
    [C.unit]: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .refine(
        (v) => v === '' || (UNITS as readonly string[]).includes(v),
        `Enter ${UNITS.join(', ')} or leave it empty`,
      ),
    [C.owner]: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter an e-mail address or leave it empty'),
    [C.pin]: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[1-9]\d{5}$/.test(v), 'Enter a 6-digit pin code or leave it empty'),
    [C.basis]: z.string().transform((v, ctx) => {
      const basis = BASIS_BY_TEXT.get(squash(v));
      if (!basis) {
        ctx.addIssue({ code: 'custom', message: 'Enter F.O.R or Ex Works' });
        return z.NEVER;
      }
      return basis;
    }),
    [C.salesType]: z.string().transform((v, ctx) => {
      if (v.trim() === '') return 'tradeSales';
      const type = SALES_TYPE_BY_TEXT.get(squash(v));
      if (!type) {
        ctx.addIssue({ code: 'custom', message: 'Enter Trade Sales or Project Sales' });
        return z.NEVER;
      }
      return type;
    }),
    [C.days]: z.string().transform((v, ctx) => {
      const days = /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
      const problem = validateBuyerCreditDays(days);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return days;
    }),
    [C.terms]: text('payment terms', 100),
    [C.consignment]: optional(80).transform((v) => (v === '' ? DEFAULT_CONSIGNMENT : v)),
    [C.requiredBy]: z
      .string()
      .trim()
      .refine((v) => v === '' || DAY.test(v), 'Enter the date as YYYY-MM-DD or leave it empty')
      .refine((v) => v === '' || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter a real date'),
    [C.sku]: text('SKU', 60),
    [C.quantity]: z.string().transform((v, ctx) => {
      const problem = v.trim() === '' ? 'Enter the quantity' : validateNumberInput(v.trim());
      if (problem || toMilli(v.trim()) <= 0n) {
        ctx.addIssue({ code: 'custom', message: problem ?? 'Enter a quantity above 0' });
        return z.NEVER;
      }
      return formatMilli(toMilli(v.trim()));
    }),
    [C.productUnit]: text('unit', 20),
    [C.price]: z.string().transform((v, ctx) => {
      const parsed = tryParseRupees(v);
      if (!parsed.ok || parsed.paise < 0n) {
        ctx.addIssue({ code: 'custom', message: parsed.ok ? 'Enter an amount of 0 or more' : parsed.error });
        return z.NEVER;
      }
      return parsed.paise;
    }),
    [C.remarks]: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        const problem = validateComment(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  })
  .transform((r) => ({
    reference: r[C.ref],
    buyerCode: r[C.buyer],
    businessUnit: r[C.unit] === '' ? null : (r[C.unit] as BusinessUnit),
    ownerEmail: r[C.owner] === '' ? null : r[C.owner],
    pinCode: r[C.pin] === '' ? null : r[C.pin],
    pricingBasis: r[C.basis],
    salesType: r[C.salesType],
    buyerCreditDays: r[C.days],
    paymentTerms: r[C.terms],
    consignment: r[C.consignment],
    requiredBy: r[C.requiredBy] === '' ? null : r[C.requiredBy],
    sku: r[C.sku],
    quantity: r[C.quantity],
    unit: r[C.productUnit],
    targetPricePaise: r[C.price],
    remarks: r[C.remarks],
  }));
export type RfqUploadRow = z.output<typeof RowSchema>;

/**
 * The columns every row of one reference must agree on (the RFQ's own fields), and how to read them.
 * Business Unit and TM/RM Email are checks of the buyer, which may be left empty on any row.
 */
const RFQ_FIELDS: readonly { column: string; of: (r: RfqUploadRow) => string }[] = [
  { column: C.buyer, of: (r) => r.buyerCode },
  { column: C.pin, of: (r) => r.pinCode ?? '' },
  { column: C.basis, of: (r) => r.pricingBasis },
  { column: C.salesType, of: (r) => r.salesType },
  { column: C.days, of: (r) => String(r.buyerCreditDays) },
  { column: C.terms, of: (r) => r.paymentTerms },
];
const MAX_CONSIGNMENTS = 20;
const MAX_LINES = 100;
const lineKey = (consignment: string, sku: string) => `${consignment}\u0000${sku}`;

/**
 * The uploader's scope, as a signed-in request of theirs would have it: the buyers they may raise
 * an RFQ for. Null when the task has no owner or the owner is gone or inactive (nothing passes).
 */
async function uploaderScope(db: DbOrTx, actorId: string | null): Promise<OwnerScope | null> {
  if (!actorId) return null;
  const [u] = await db.select().from(users).where(eq(users.id, actorId));
  if (!u || !u.isActive) return null;
  return scopeOfUser(u);
}

type BuyerRow = typeof buyers.$inferSelect;
type ExistingRfq = Pick<
  typeof rfqs.$inferSelect,
  'id' | 'rfqKey' | 'uploadReference' | 'buyerId' | 'pricingBasis' | 'salesType' | 'buyerCreditDays'
> &
  Pick<typeof rfqs.$inferSelect, 'paymentTerms' | 'shippingAddressId' | 'status'>;

/** What a chunk's rows name, read once: buyers, active products, shipping addresses, the RFQs raised before. */
async function lookUp(db: DbOrTx, rows: readonly RfqUploadRow[], actorId: string | null, lock = false) {
  const codes = [...new Set(rows.map((r) => r.buyerCode))];
  const found = codes.length === 0 ? [] : await db.select().from(buyers).where(inArray(buyers.code, codes));
  const buyerByCode = new Map<string, BuyerRow>(found.map((b) => [b.code, b]));
  const products = await activeProductsBySku(db, [...new Set(rows.map((r) => r.sku))]);
  const productBySku = new Map(products.map((p) => [p.sku, p]));
  const buyerIds = found.map((b) => b.id);
  const addresses =
    buyerIds.length === 0
      ? []
      : await db
          .select({ id: buyerAddresses.id, buyerId: buyerAddresses.buyerId, pin: buyerAddresses.postalCode })
          .from(buyerAddresses)
          .where(and(inArray(buyerAddresses.buyerId, buyerIds), eq(buyerAddresses.addressType, 'SHIPPING')))
          .orderBy(asc(buyerAddresses.createdAt), asc(buyerAddresses.id));
  // A pin code names the buyer's first shipping address there (the oldest, when there are several).
  const shippingAt = (buyerId: string, pin: string) =>
    addresses.find((a) => a.buyerId === buyerId && a.pin === pin) ?? null;
  const references = [...new Set(rows.map((r) => r.reference))];
  let existing: ExistingRfq[] = [];
  if (actorId !== null && references.length > 0) {
    const q = db
      .select({
        id: rfqs.id,
        rfqKey: rfqs.rfqKey,
        uploadReference: rfqs.uploadReference,
        buyerId: rfqs.buyerId,
        pricingBasis: rfqs.pricingBasis,
        salesType: rfqs.salesType,
        buyerCreditDays: rfqs.buyerCreditDays,
        paymentTerms: rfqs.paymentTerms,
        shippingAddressId: rfqs.shippingAddressId,
        status: rfqs.status,
      })
      .from(rfqs)
      .where(and(eq(rfqs.createdBy, actorId), inArray(rfqs.uploadReference, references)));
    // The commit locks them: a second upload of the same reference running at once waits.
    existing = lock ? await q.for('update') : await q;
  }
  const rfqByReference = new Map(existing.map((e) => [e.uploadReference ?? '', e]));
  const existingIds = existing.map((e) => e.id);
  const consignments =
    existingIds.length === 0
      ? []
      : await db
          .select({
            id: rfqConsignments.id,
            rfqId: rfqConsignments.rfqId,
            position: rfqConsignments.position,
            label: rfqConsignments.label,
            deliveryDate: rfqConsignments.deliveryDate,
          })
          .from(rfqConsignments)
          .where(inArray(rfqConsignments.rfqId, existingIds));
  const lines =
    existingIds.length === 0
      ? []
      : await db
          .select({ consignmentId: rfqLines.consignmentId, sku: rfqLines.sku, position: rfqLines.position })
          .from(rfqLines)
          .where(inArray(rfqLines.rfqId, existingIds));
  return { buyerByCode, productBySku, shippingAt, rfqByReference, consignments, lines };
}

/**
 * What a reference's rows before this one in the file amount to: its first valid row (the RFQ's own
 * columns are compared with it) and its consignments with their SKUs — only rows that pass count,
 * as only they are written.
 */
interface ReferenceSoFar {
  first: { row: number; value: RfqUploadRow } | null;
  consignments: Map<string, { row: number; requiredBy: string | null; skus: Set<string> }>;
}

/**
 * One pass over a file (its preview, or its commit), carried from chunk to chunk: the engine checks
 * a file 2,000 rows at a time, and a reference's rows may straddle the boundary. In the preview
 * nothing is written, so a chunk's rows are checked against the reference's rows in the chunks
 * before (held here); at the commit the earlier chunks' rows are also in the RFQ they raised, which
 * `validate` reads — so a commit resumed elsewhere after a crash, without this, finds the same.
 * Rows reach `validate` in file order within a pass; a chunk starting at or before the last row seen
 * begins a new pass (the commit after the preview, a chunk retried). Kept per task, dropped when idle.
 */
interface FilePass {
  lastRow: number;
  seenAt: number;
  references: Map<string, ReferenceSoFar>;
}
const passes = new Map<string, FilePass>();
const PASS_IDLE_MS = 10 * 60_000;
const MAX_PASSES = 16;

function passOf(taskId: string, firstRow: number): FilePass {
  const now = Date.now();
  for (const [id, p] of passes) if (now - p.seenAt > PASS_IDLE_MS) passes.delete(id);
  let pass = passes.get(taskId);
  if (!pass || firstRow <= pass.lastRow) {
    passes.delete(taskId);
    pass = { lastRow: 0, seenAt: now, references: new Map() };
    passes.set(taskId, pass);
    for (const id of passes.keys()) {
      if (passes.size <= MAX_PASSES) break;
      passes.delete(id);
    }
  }
  pass.seenAt = now;
  return pass;
}

/**
 * Per chunk: the buyer (on the platform and among those the uploader may raise RFQs for — one
 * message for both, as a 404 would be), the active SKU and its unit, the whole-piece rule, the pin
 * code among the buyer's shipping addresses. Per reference, as a whole (across chunks): the RFQ's
 * own columns the same on every row (as its first valid row, else as the RFQ an earlier upload
 * raised for it), one Required By per consignment, at most 20 consignments and 100 lines each —
 * counted over the file's rows before and the RFQ already raised; an RFQ past Draft Request takes
 * no new lines. A row whose line the RFQ already has is no error but a note: the preview shows it as
 * skipped (naming the RFQ) and the commit skips it.
 */
async function validate(
  db: Db,
  rows: readonly { row: number; value: RfqUploadRow }[],
  ctx: WriteContext,
): Promise<RowChecks> {
  const problems = new Map<number, RowProblem[]>();
  const notes = new Map<number, string>();
  const add = (row: number, column: string, message: string) =>
    problems.set(row, [...(problems.get(row) ?? []), { column, message }]);
  const scope = await uploaderScope(db, ctx.actorId);
  const found = await lookUp(
    db,
    rows.map((r) => r.value),
    ctx.actorId,
  );
  const pass = passOf(ctx.taskId, rows[0]?.row ?? 0);
  // The RFQs raised before: their consignments by label, and each consignment's SKUs.
  const consignmentsOfRfq = new Map<string, Map<string, (typeof found.consignments)[number]>>();
  for (const c of found.consignments) {
    const byLabel = consignmentsOfRfq.get(c.rfqId) ?? new Map<string, (typeof found.consignments)[number]>();
    byLabel.set(c.label, c);
    consignmentsOfRfq.set(c.rfqId, byLabel);
  }
  const skusOf = new Map<string, Set<string>>();
  for (const l of found.lines)
    skusOf.set(l.consignmentId, (skusOf.get(l.consignmentId) ?? new Set<string>()).add(l.sku));
  for (const { row, value: r } of rows) {
    pass.lastRow = Math.max(pass.lastRow, row);
    const buyer = found.buyerByCode.get(r.buyerCode);
    if (!buyer || scope === null || !buyerWithinScope(scope, buyer)) {
      add(row, C.buyer, `No buyer ${r.buyerCode} among those you may raise an RFQ for`);
    } else {
      if (r.businessUnit && r.businessUnit !== buyer.businessUnit)
        add(row, C.unit, `Buyer ${r.buyerCode} is in ${buyer.businessUnit}, not ${r.businessUnit}`);
      if (
        r.ownerEmail &&
        r.ownerEmail !== buyer.rmEmail?.toLowerCase() &&
        r.ownerEmail !== buyer.tmEmail?.toLowerCase()
      )
        add(row, C.owner, `Not the RM or TM of buyer ${r.buyerCode}`);
      if (r.pinCode && !found.shippingAt(buyer.id, r.pinCode))
        add(row, C.pin, `Buyer ${r.buyerCode} has no shipping address at pin code ${r.pinCode}`);
    }
    const product = found.productBySku.get(r.sku);
    if (!product) add(row, C.sku, `SKU ${r.sku} is not an active product`);
    else {
      if (product.unit.toUpperCase() !== r.unit.toUpperCase())
        add(row, C.productUnit, `SKU ${r.sku} is quoted in ${product.unit}, not ${r.unit}`);
      const whole = unitQuantityError(product.unit, r.quantity);
      if (whole) add(row, C.quantity, whole);
    }
    const sofar: ReferenceSoFar = pass.references.get(r.reference) ?? {
      first: null,
      consignments: new Map(),
    };
    const earlier = found.rfqByReference.get(r.reference);
    // The RFQ's own columns: as on the reference's first valid row, else as the RFQ raised before.
    if (sofar.first) {
      const first = sofar.first;
      for (const f of RFQ_FIELDS)
        if (f.of(r) !== f.of(first.value))
          add(row, f.column, `Differs from row ${first.row} of upload reference ${r.reference}`);
    } else if (earlier && buyer) {
      const shipping = r.pinCode ? (found.shippingAt(buyer.id, r.pinCode)?.id ?? null) : null;
      const differs =
        earlier.buyerId !== buyer.id
          ? C.buyer
          : earlier.pricingBasis !== r.pricingBasis
            ? C.basis
            : earlier.salesType !== r.salesType
              ? C.salesType
              : earlier.buyerCreditDays !== r.buyerCreditDays
                ? C.days
                : earlier.paymentTerms !== r.paymentTerms
                  ? C.terms
                  : r.pinCode !== null && earlier.shippingAddressId !== shipping
                    ? C.pin
                    : null;
      if (differs)
        add(row, differs, `Differs from ${earlier.rfqKey}, raised for upload reference ${r.reference}`);
    }
    // Its consignment: in the file so far, in the RFQ raised before, both or neither.
    const mine = sofar.consignments.get(r.consignment);
    const theirLabels = earlier ? consignmentsOfRfq.get(earlier.id) : undefined;
    const theirs = theirLabels?.get(r.consignment);
    const theirSkus = theirs ? skusOf.get(theirs.id) : undefined;
    const already = theirSkus?.has(r.sku) === true;
    if (mine && mine.requiredBy !== r.requiredBy)
      add(row, C.requiredBy, `Differs from row ${mine.row} of consignment ${r.consignment}`);
    if (!already) {
      if (earlier && earlier.status !== 'DRAFT_REQUEST')
        add(row, C.ref, `${earlier.rfqKey} of this reference is past Draft Request: it takes no new lines`);
      if (!mine && theirs && (theirs.deliveryDate ?? null) !== r.requiredBy)
        add(row, C.requiredBy, `Differs from consignment ${r.consignment} of ${earlier?.rfqKey ?? ''}`);
      if (!mine && !theirs) {
        // A new consignment: the RFQ's consignments are those raised and those of the rows before.
        let n = theirLabels?.size ?? 0;
        for (const label of sofar.consignments.keys()) if (!theirLabels?.has(label)) n += 1;
        if (n >= MAX_CONSIGNMENTS)
          add(row, C.consignment, `At most ${MAX_CONSIGNMENTS} consignments in an RFQ`);
      } else {
        let n = theirSkus?.size ?? 0;
        for (const sku of mine?.skus ?? []) if (!theirSkus?.has(sku)) n += 1;
        if (n >= MAX_LINES) add(row, C.sku, `At most ${MAX_LINES} lines in a consignment`);
      }
    }
    // A row that passes is part of the RFQ for the rows after it, in this chunk and the next.
    if (!problems.has(row)) {
      if (already && earlier)
        notes.set(
          row,
          `RFQ already raised from Upload Reference ${r.reference}: ${earlier.rfqKey} has this line`,
        );
      if (!sofar.first) sofar.first = { row, value: r };
      const cons = mine ?? { row, requiredBy: r.requiredBy, skus: new Set<string>() };
      cons.skus.add(r.sku);
      sofar.consignments.set(r.consignment, cons);
      pass.references.set(r.reference, sofar);
    }
  }
  return { problems, notes };
}

/** One RFQ's rows as `POST /buyerRFQ`'s consignments: in the order their labels first appear. */
function consignmentsOf(rows: readonly RfqUploadRow[], productIdOf: (sku: string) => string) {
  const byLabel = new Map<string, { label: string; deliveryDate?: string; lines: RfqUploadRow[] }>();
  for (const r of rows) {
    const c = byLabel.get(r.consignment) ?? {
      label: r.consignment,
      ...(r.requiredBy ? { deliveryDate: r.requiredBy } : {}),
      lines: [],
    };
    c.lines.push(r);
    byLabel.set(r.consignment, c);
  }
  return [...byLabel.values()].map((c) => ({
    label: c.label,
    ...(c.deliveryDate ? { deliveryDate: c.deliveryDate } : {}),
    lines: c.lines.map((l) => ({
      productId: productIdOf(l.sku),
      quantity: l.quantity,
      buyerPricePaise: l.targetPricePaise.toString(),
    })),
  }));
}

/**
 * Raises the chunk's RFQs as their uploader, through the rfq service (`insertRfq`: Draft Request,
 * owners from the buyer, audited `rfq.create`), keyed by (uploader, Upload Reference): a reference
 * raised before — by an earlier chunk, a redone chunk or an earlier upload — gets only the lines it
 * lacks (same consignment and SKU: skipped — `validate` notes them, so the engine passes them only
 * when the RFQ took them meanwhile), so nothing is raised twice. Answers the lines written.
 */
async function write(tx: DbOrTx, rows: readonly RfqUploadRow[], ctx: WriteContext) {
  const author: RfqAuthor = {
    userId: ctx.actorId,
    actor: { actorId: ctx.actorId, actingAsId: null, requestId: `task:${ctx.taskId}` },
  };
  const found = await lookUp(tx, rows, ctx.actorId, true);
  const ids = [...new Set(rows.flatMap((r) => found.productBySku.get(r.sku)?.id ?? []))];
  const products = await productsByIds(tx, ids);
  const productIdOf = (sku: string) => found.productBySku.get(sku)!.id;
  const byReference = new Map<string, RfqUploadRow[]>();
  for (const r of rows) byReference.set(r.reference, [...(byReference.get(r.reference) ?? []), r]);
  let written = 0;
  for (const [reference, group] of byReference) {
    const first = group[0]!;
    const buyer = found.buyerByCode.get(first.buyerCode);
    if (!buyer) continue; // validate refused it; a buyer removed since is no RFQ
    const earlier = found.rfqByReference.get(reference);
    if (!earlier) {
      const remarks = [...new Set(group.map((r) => r.remarks).filter((r) => r !== ''))].join('; ');
      await insertRfq(tx, author, {
        buyer,
        products,
        shipping: first.pinCode ? found.shippingAt(buyer.id, first.pinCode) : null,
        body: {
          pricingBasis: first.pricingBasis,
          salesType: first.salesType,
          buyerCreditDays: first.buyerCreditDays,
          paymentTerms: first.paymentTerms,
          ...(remarks ? { comment: remarks.slice(0, 5000) } : {}),
          consignments: consignmentsOf(group, productIdOf),
        },
        upload: { reference, taskId: ctx.taskId },
      });
      written += group.length;
      continue;
    }
    if (earlier.status !== 'DRAFT_REQUEST') continue;
    const theirs = found.consignments.filter((c) => c.rfqId === earlier.id);
    const missing = group.filter((r) => {
      const cons = theirs.find((c) => c.label === r.consignment);
      return !cons || !found.lines.some((l) => l.consignmentId === cons.id && l.sku === r.sku);
    });
    if (missing.length === 0) continue;
    const newOnes = missing.filter((r) => !theirs.some((c) => c.label === r.consignment));
    for (const cons of theirs) {
      const lines = missing.filter((r) => r.consignment === cons.label);
      if (lines.length === 0) continue;
      const last = Math.max(
        0,
        ...found.lines.filter((l) => l.consignmentId === cons.id).map((l) => l.position),
      );
      await addConsignmentLines(
        tx,
        earlier.id,
        cons.id,
        products,
        consignmentsOf(lines, productIdOf)[0]!.lines,
        last + 1,
      );
    }
    if (newOnes.length > 0)
      await addRfqLines(
        tx,
        earlier.id,
        products,
        consignmentsOf(newOnes, productIdOf),
        Math.max(0, ...theirs.map((c) => c.position)) + 1,
      );
    else await recountRfq(tx, earlier.id);
    await tx.update(rfqs).set({ updatedAt: new Date() }).where(eq(rfqs.id, earlier.id));
    await recordLinesAdded(tx, author, earlier.rfqKey, reference, ctx.taskId, missing.length);
    written += missing.length;
  }
  return written;
}

async function recordLinesAdded(
  tx: DbOrTx,
  author: RfqAuthor,
  rfqKey: string,
  reference: string,
  taskId: string,
  lines: number,
) {
  await recordAudit(tx, {
    ...author.actor,
    action: 'rfq.upload.addLines',
    entityType: 'rfq',
    entityId: rfqKey,
    after: { uploadReference: reference, uploadTaskId: taskId, lines },
  });
}

const BASIS_TEXT = new Map<string, string>(PRICING_BASES.map((b) => [b.value, b.value]));
const SALES_TYPE_TEXT = new Map<string, string>(SALES_TYPES.map((s) => [s.value, s.label]));

/**
 * The RFQs raised by upload that the downloader may see (their scope, as the RFQ list's), a line
 * per row in the template's columns: 500 RFQs at a time, keyset on id.
 */
async function* exportRows(db: Db, ctx: WriteContext) {
  const scope = await uploaderScope(db, ctx.actorId);
  if (scope === null) return;
  let after: string | null = null;
  for (;;) {
    const batch: (typeof rfqs.$inferSelect)[] = await db
      .select()
      .from(rfqs)
      .where(and(isNotNull(rfqs.uploadReference), rfqScope(scope), after ? gt(rfqs.id, after) : undefined))
      .orderBy(asc(rfqs.id))
      .limit(500);
    if (batch.length === 0) return;
    const ids = batch.map((r) => r.id);
    const lines = await db
      .select({
        rfqId: rfqLines.rfqId,
        sku: rfqLines.sku,
        unit: rfqLines.unit,
        quantity: rfqLines.quantity,
        price: rfqLines.buyerPricePaise,
        consignment: rfqConsignments.label,
        deliveryDate: rfqConsignments.deliveryDate,
      })
      .from(rfqLines)
      .innerJoin(rfqConsignments, eq(rfqConsignments.id, rfqLines.consignmentId))
      .where(inArray(rfqLines.rfqId, ids))
      .orderBy(asc(rfqLines.rfqId), asc(rfqConsignments.position), asc(rfqLines.position));
    const addressIds = batch.flatMap((r) => (r.shippingAddressId ? [r.shippingAddressId] : []));
    const pins = new Map(
      (addressIds.length === 0
        ? []
        : await db
            .select({ id: buyerAddresses.id, pin: buyerAddresses.postalCode })
            .from(buyerAddresses)
            .where(inArray(buyerAddresses.id, addressIds))
      ).map((a) => [a.id, a.pin]),
    );
    const byId = new Map(batch.map((r) => [r.id, r]));
    yield lines.map((l) => {
      const r = byId.get(l.rfqId)!;
      return {
        [C.ref]: r.uploadReference ?? '',
        [C.buyer]: r.buyerCode,
        [C.unit]: r.businessUnit,
        [C.owner]: (r.businessUnit === 'UBS' ? r.tmEmail : r.rmEmail) ?? r.rmEmail ?? r.tmEmail ?? '',
        [C.pin]: r.shippingAddressId ? (pins.get(r.shippingAddressId) ?? '') : '',
        [C.basis]: BASIS_TEXT.get(r.pricingBasis) ?? r.pricingBasis,
        [C.salesType]: SALES_TYPE_TEXT.get(r.salesType) ?? r.salesType,
        [C.days]: r.buyerCreditDays,
        [C.terms]: r.paymentTerms,
        [C.consignment]: l.consignment,
        [C.requiredBy]: l.deliveryDate ?? '',
        [C.sku]: l.sku,
        // As people type it: 10.5, 5 (the database keeps 3 decimals).
        [C.quantity]: formatMilli(toMilli(l.quantity)).replace(/\.?0+$/, ''),
        [C.productUnit]: l.unit,
        [C.price]: formatRupees(l.price, { symbol: false }),
        [C.remarks]: '',
      };
    });
    const last = batch[batch.length - 1];
    if (!last || batch.length < 500) return;
    after = last.id;
  }
}

registerTaskType<RfqUploadRow>({
  taskType: RFQ_UPLOAD_TYPE,
  label: 'UBS RFQ upload v2.0',
  area: 'master-data',
  uploadPermission: 'Allow_Rfq_Upload',
  downloadPermission: 'Allow_Rfq_Download',
  columns: [
    {
      name: C.ref,
      help: 'Your reference for the RFQ (up to 40 characters): the rows of one RFQ share it. Uploading it again raises nothing twice; rows it lacks are added while the RFQ is a Draft Request.',
      required: true,
    },
    { name: C.buyer, help: "The buyer's platform code; a buyer you may raise RFQs for.", required: true },
    { name: C.unit, help: "UBS, DIRECT or UTCL: checked against the buyer's unit (optional)." },
    { name: C.owner, help: "The buyer's TM or RM e-mail: checked against the buyer (optional)." },
    {
      name: C.pin,
      help: "The pin code of one of the buyer's shipping addresses: the RFQ ships there (optional).",
    },
    { name: C.basis, help: 'F.O.R (Best Total Price) or Ex Works (Best Ex Works Price).', required: true },
    { name: C.salesType, help: 'Trade Sales (when empty) or Project Sales.' },
    { name: C.days, help: "The buyer's credit days: a whole number, at most 21.", required: true },
    {
      name: C.terms,
      help: 'For example: Advance 30%, balance in 15 days (up to 100 characters).',
      required: true,
    },
    {
      name: C.consignment,
      help: `Lines delivered together share a consignment name (when empty: ${DEFAULT_CONSIGNMENT}).`,
    },
    { name: C.requiredBy, help: 'The date the consignment is needed by (YYYY-MM-DD, optional).' },
    { name: C.sku, help: 'An active catalogue SKU; once per consignment of an RFQ.', required: true },
    {
      name: C.quantity,
      help: 'Above 0, at most 3 decimals; whole pieces for BOX, PCS, BAG, SHEET, NOS.',
      required: true,
    },
    {
      name: C.productUnit,
      help: "The SKU's unit (for example MT, BAG): checked against the catalogue.",
      required: true,
    },
    {
      name: C.price,
      help: 'The target price per unit in rupees (for example 385.50 or 1,250).',
      required: true,
    },
    { name: C.remarks, help: 'A note for the RFQ (recorded with its creation; optional).' },
  ],
  sheetName: 'RFQ Upload',
  rowSchema: RowSchema,
  naturalKey: (r) => `${r.reference}\u0000${lineKey(r.consignment, r.sku)}`,
  validate,
  write,
  exportRows,
});

import type { ConsignmentActionResult, PackConsignment } from '@dom/contract';
import { type ConsignmentAction, istDateOf, packActionFrom } from '@dom/domain';
import { eq } from 'drizzle-orm';
import type { EInvoiceGateway, EWayBillGateway } from '../../integrations/gst/gst-gateway';
import { GstPortalError } from '../../integrations/gst/gst-gateway';
import type { Db, DbOrTx, Tx } from '../../platform/db/database';
import { type AfterCommit, afterCommit } from '../../platform/db/steps';
import { AppError, badRequest } from '../../platform/errors';
import type { MoveActor } from '../../platform/moves';
import type { FilesService } from '../../platform/files/files.service';
import {
  type HeldRun,
  type JobSteps,
  LeaseLostError,
  type ResumableJobs,
} from '../../platform/resumable-jobs';
import { ledgerInvoiceNumberClash, postConsignmentInvoice } from '../credit';
import { foundInScope } from '../identity';
import { type CreditRule, RELATED_PARTY_REASON, evaluateCredit } from './consignment-credit.rules';
import { DOCUMENT_TITLES, type DispatchDocumentKind, renderDispatchDocument } from './consignment-pdf';
import { ewayBillThresholdPaise, needsEwayBill } from './consignment-settings';
import { type Caller, SYSTEM_ACTOR, presentResult, transition } from './consignment-transition';
import { lineValuePaise, sellerBillIdOf } from './consignment-money';
import {
  type ConsignmentChange,
  type ConsignmentRow,
  findConsignment,
  listConsignmentLines,
  listDocuments,
  updateConsignment,
} from './consignments.repo';
import { consignmentDocuments, consignmentEwayBills } from './consignments.schema';

export interface PackingDeps {
  db: Db;
  files: Pick<FilesService, 'save'>;
  einvoice: EInvoiceGateway;
  ewayBill: EWayBillGateway;
  clock: () => Date;
  /** The credit rules packing runs (the context's list: defaults plus the credit area's). */
  creditRules: readonly CreditRule[];
  /** Where packing's system steps run as a resumable job (a crash mid-pack is taken over). */
  jobs: ResumableJobs;
}

/** The resumable job that carries a consignment (its key is the subject) out of PACKING_IN_PROGRESS. */
export const PACKING_JOB = 'consignment.packing';

/** A lost lease is not a portal failure: the run stops and its new holder carries on. */
const rethrowLeaseLost = (err: unknown): void => {
  if (err instanceof LeaseLostError) throw err;
};

const portalMessage = (err: unknown): string =>
  err instanceof GstPortalError
    ? `${err.code}: ${err.message}`
    : err instanceof Error
      ? err.message
      : String(err);

/**
 * A system write of step results, version-guarded, in the step's transaction (the job's, which
 * records the step with it).
 */
async function record(tx: Tx, key: string, change: ConsignmentChange): Promise<ConsignmentRow> {
  const row = foundInScope(await findConsignment(tx, null, key, { forUpdate: true }), 'Consignment');
  const updated = await updateConsignment(tx, row, change);
  if (!updated) throw new AppError('CONFLICT', 'The consignment changed while packing');
  return updated;
}

/** Where packing ended (a block or a failure state), in a transaction of the job's. */
async function settle(
  steps: Pick<JobSteps, 'commit'>,
  key: string,
  action: ConsignmentAction,
  change: ConsignmentChange,
  detail?: Record<string, unknown>,
): Promise<ConsignmentRow> {
  return steps.commit((tx) =>
    transition(tx, null, key, action, {
      expectStatus: 'PACKING_IN_PROGRESS',
      change: () => change,
      ...(detail ? { detail } : {}),
    }),
  );
}

/**
 * The system side of packing, run after the move into PACKING_IN_PROGRESS has committed (no
 * transaction is held over a portal call), as the steps of the packing job: credit check →
 * e-invoice (IRN) → dispatch documents → e-way bill → PACKED. Each step records its result in the
 * job and its effect on the consignment, so a rerun (a retry, or a worker taking over after a crash)
 * skips what is done; a portal call cut off before its result was kept is asked again, and the
 * portal answers a repeated request with the first one's IRN or e-way bill.
 */
export async function runPacking(deps: PackingDeps, key: string, steps: JobSteps): Promise<ConsignmentRow> {
  const { db } = deps;
  let row = foundInScope(await findConsignment(db, null, key), 'Consignment');
  if (row.status !== 'PACKING_IN_PROGRESS') return row;
  const today = istDateOf(deps.clock());

  const block = await steps.step('credit', async () => {
    const credit = await evaluateCredit(db, row, today, deps.creditRules);
    if (credit.eligible || !credit.blockStatus) return null;
    return {
      status: credit.blockStatus,
      reasons: credit.reasons.map((r) => r.reason),
      message: credit.blockMessage,
    };
  });
  if (block) {
    return settle(
      steps,
      key,
      block.status === 'RPT_BLOCKED' ? 'blockRelatedParty' : 'blockPayment',
      { blockedReasons: block.reasons, failureReason: block.message },
      { blockedReasons: block.reasons },
    );
  }
  const lines = await listConsignmentLines(db, row.id);

  if (!row.irn) {
    try {
      await steps.step(
        'irn',
        () =>
          deps.einvoice.generateIrn({
            sellerGstin: row.sellerGstin ?? '',
            buyerGstin: row.buyerGstin ?? '',
            documentType: 'INV',
            documentNumber: row.buyerInvoiceNumber ?? '',
            documentDate: row.invoiceDate ?? today,
            totalValuePaise: row.totalPaise,
            lines: lines.map((l) => {
              const quantity = l.acknowledgedQty ?? l.requestedQty;
              return {
                hsn: l.hsnCode,
                description: l.productName,
                quantity,
                unit: l.unit,
                taxableValuePaise: lineValuePaise(quantity, l.unitPricePaise),
                gstRateBasisPoints: l.gstRateBp,
              };
            }),
          }),
        async (tx, irn) => {
          row = await record(tx, key, {
            irn: irn.irn,
            irnAckNumber: irn.ackNumber,
            irnAckAt: irn.ackAt,
            signedQrCode: irn.signedQrCode,
          });
          return { irn: irn.irn, duplicate: irn.duplicate };
        },
      );
    } catch (err) {
      rethrowLeaseLost(err);
      // An outage or timeout can be retried as is; a refusal means the invoice data must change.
      const retryable = !(err instanceof GstPortalError) || err.retryable;
      return settle(steps, key, retryable ? 'failIrnGeneration' : 'failInvoiceGeneration', {
        failureReason: portalMessage(err),
      });
    }
  }

  const existing = await listDocuments(db, row.id);
  const kinds: DispatchDocumentKind[] = ['DISPATCH_ADVICE', 'PACKING_LIST'];
  try {
    await steps.step(
      'documents',
      async () => {
        const made: { kind: DispatchDocumentKind; fileId: string; fileName: string }[] = [];
        for (const kind of kinds) {
          const fileName = `${kind === 'DISPATCH_ADVICE' ? 'dispatch-advice' : 'packing-list'}-${row.consignmentKey}.pdf`;
          if (existing.some((d) => d.fileName === fileName)) continue;
          const bytes = await renderDispatchDocument(kind, row, lines);
          const file = await deps.files.save({
            body: Buffer.from(bytes),
            name: fileName,
            contentType: 'application/pdf',
            purpose: kind,
            ownerType: 'consignment',
            ownerId: row.consignmentKey,
          });
          made.push({ kind, fileId: file.id, fileName });
        }
        return made;
      },
      // The documents' rows commit with the step's record: a rerun finds them listed.
      async (tx, made) => {
        for (const { kind, fileId, fileName } of made)
          await tx.insert(consignmentDocuments).values({
            consignmentId: row.id,
            documentType: kind === 'DISPATCH_ADVICE' ? 'DISPATCH_ADVICE' : 'OTHERS',
            fileId,
            fileName,
            processedFileId: fileId,
            requestedBy: `SYSTEM (${DOCUMENT_TITLES[kind]})`,
          });
        return { fileIds: made.map((m) => m.fileId) };
      },
    );
  } catch (err) {
    rethrowLeaseLost(err);
    return settle(steps, key, 'failInvoiceSending', { failureReason: portalMessage(err) });
  }

  const threshold = await ewayBillThresholdPaise(db);
  if (needsEwayBill(row.totalPaise, threshold) && !row.ewayBillNumber) {
    try {
      await steps.step(
        'ewayBill',
        async () => {
          const bills = await deps.ewayBill.generate({
            reference: row.consignmentKey,
            ...(row.irn ? { irn: row.irn } : {}),
            fromGstin: row.sellerGstin ?? '',
            toGstin: row.buyerGstin ?? '',
            fromPinCode: row.sourcePinCode ?? '',
            toPinCode: row.destinationPinCode ?? '',
            distanceKm: row.distanceKm ?? 0,
            overDimensionalCargo: row.overDimensionalCargo,
            valuePaise: row.totalPaise,
            documentNumber: row.buyerInvoiceNumber ?? '',
            documentDate: row.invoiceDate ?? today,
          });
          const first = bills[0];
          if (!first) throw new GstPortalError('NO_EWAY_BILL', 'The portal answered no e-way bill', true);
          return { bills, first };
        },
        // The bills and the consignment's e-way bill number commit together (with the step's
        // record): a crash between them would list the bills twice after the rerun.
        async (tx, { bills, first }) => {
          row = await record(tx, key, {
            ewayBillNumber: first.ewayBillNumber,
            ewayBillValidUntil: first.validUntil,
            distanceKm: first.distanceKm,
          });
          await tx.insert(consignmentEwayBills).values(
            bills.map((b) => ({
              consignmentId: row.id,
              ewayBillNumber: b.ewayBillNumber,
              vehicleNumber: b.vehicleNumber,
              distanceKm: b.distanceKm,
              generatedAt: b.generatedAt,
              validUntil: b.validUntil,
              status: b.status,
            })),
          );
          return { ewayBillNumbers: bills.map((b) => b.ewayBillNumber) };
        },
      );
    } catch (err) {
      rethrowLeaseLost(err);
      return settle(steps, key, 'failEwayBill', { failureReason: portalMessage(err) });
    }
  }
  return packed(deps, steps, key);
}

/**
 * PACKED, and the invoice posted to the buyer's credit ledger in the same transaction (one
 * connection on PGlite: the ledger writes go through `tx`). A consignment posts once, so a retry
 * after a lost answer finds its invoice. A ledger refusal (the seller's invoice number is taken)
 * rolls the move back and leaves INVOICE_SENT_FAILED with the reason, to retry or void.
 */
async function packed(deps: PackingDeps, steps: JobSteps, key: string): Promise<ConsignmentRow> {
  let ledgerRefusal: AppError | null = null;
  try {
    return await steps.commit(async (tx) => {
      const row = await transition(tx, null, key, 'packingSucceeded', {
        expectStatus: 'PACKING_IN_PROGRESS',
        change: () => ({ failureReason: null, blockedReasons: [] }),
      });
      try {
        await postConsignmentInvoice(tx, row, SYSTEM_ACTOR, deps.clock());
      } catch (err) {
        if (err instanceof AppError && err.status < 500) ledgerRefusal = err;
        throw err;
      }
      return row;
    });
  } catch (err) {
    if (!ledgerRefusal) throw err;
    return settle(steps, key, 'failInvoiceSending', {
      failureReason: `Buyer ledger: ${(ledgerRefusal as AppError).message}`,
    });
  }
}

/**
 * POST /consignment/pack-consignment-byId-v2 (and /zoho/eway-bill/generate from an e-way bill
 * failure): the user's move into packing — with the invoice details it needs — then the system
 * steps. The answer is where packing ended: PACKED, a failure state, or a block.
 */
export async function pack(
  tx: Tx,
  deps: PackingDeps,
  caller: Caller,
  body: PackConsignment,
  /** The move to make; by default the one the pack call makes from the current state. */
  move?: ConsignmentAction,
): Promise<AfterCommit<ConsignmentActionResult>> {
  const current = foundInScope(await findConsignment(tx, caller.scope, body.consignmentKey), 'Consignment');
  const action = move ?? packActionFrom(current.status);
  const threshold = await ewayBillThresholdPaise(tx);
  await transition(tx, caller, body.consignmentKey, action, {
    check: async (row) => {
      if (!body.invoice && !row.buyerInvoiceNumber)
        throw badRequest([
          { field: 'invoice', message: 'Add the invoice details (number, date, amount) before packing' },
        ]);
      if (body.invoice && BigInt(body.invoice.invoiceAmountPaise) !== row.totalPaise)
        throw badRequest([
          {
            field: 'invoice.invoiceAmountPaise',
            message: 'Invoice amount must equal the consignment total',
          },
        ]);
      if (body.invoice && row.irn && body.invoice.invoiceNumber !== row.buyerInvoiceNumber)
        throw badRequest([
          {
            field: 'invoice.invoiceNumber',
            message: 'The e-invoice exists already: void it to change the invoice',
          },
        ]);
      const clash = body.invoice
        ? await ledgerInvoiceNumberClash(tx, row.sellerId, body.invoice.invoiceNumber, row.consignmentKey)
        : null;
      if (clash) throw badRequest([{ field: 'invoice.invoiceNumber', message: clash }]);
      // A consignment that needs an e-way bill needs its distance: refused here, before packing
      // starts, rather than failing at the portal (a new consignment has none until it is given).
      if (
        !row.ewayBillNumber &&
        (body.distanceKm ?? row.distanceKm ?? 0) <= 0 &&
        needsEwayBill(row.totalPaise, threshold)
      )
        throw badRequest([{ field: 'distanceKm', message: 'Enter the distance in km' }]);
    },
    change: (row) => ({
      ...(body.invoice
        ? {
            buyerInvoiceNumber: body.invoice.invoiceNumber,
            sellerBillId: sellerBillIdOf(row.consignmentKey),
            invoiceDate: body.invoice.invoiceDate,
            invoiceAmountPaise: BigInt(body.invoice.invoiceAmountPaise),
          }
        : {}),
      ...(body.distanceKm !== undefined ? { distanceKm: body.distanceKm } : {}),
      ...(body.packages !== undefined ? { packages: body.packages } : {}),
      ...(body.overDimensionalCargo !== undefined ? { overDimensionalCargo: body.overDimensionalCargo } : {}),
      blockedReasons: [],
      failureReason: null,
    }),
  });
  // The packing job commits with the move: a crash from here on leaves a run a worker takes over.
  // Its steps call the portals, so it runs once the request's transaction has committed.
  const held = await deps.jobs.open(tx, PACKING_JOB, body.consignmentKey);
  return afterCommit(async () => presentResult(await runPackingJob(deps, held)));
}

/** PAYMENT_BLOCKED → packing with the blocking reasons excepted; RPT_BLOCKED → packing, released. */
export async function creditException(
  tx: Tx,
  deps: PackingDeps,
  caller: Caller,
  body: { consignmentKey: string; comment: string },
): Promise<AfterCommit<ConsignmentActionResult>> {
  const current = foundInScope(await findConsignment(tx, caller.scope, body.consignmentKey), 'Consignment');
  const action: ConsignmentAction =
    current.status === 'RPT_BLOCKED' ? 'releaseRelatedParty' : 'creditException';
  await transition(tx, caller, body.consignmentKey, action, {
    change: (row) => exceptionChange(deps, row, action, caller.actor.actorId, body.comment),
    detail: { comment: body.comment, excepted: current.blockedReasons },
  });
  const held = await deps.jobs.open(tx, PACKING_JOB, body.consignmentKey);
  return afterCommit(async () => presentResult(await runPackingJob(deps, held)));
}

/** What a credit exception (or a related-party release) writes on the consignment. */
function exceptionChange(
  deps: Pick<PackingDeps, 'clock'>,
  row: ConsignmentRow,
  action: ConsignmentAction,
  by: string | null,
  comment: string,
): ConsignmentChange {
  return {
    creditException: {
      by,
      at: deps.clock().toISOString(),
      comment,
      // A release excepts the related-party rule only; a credit exception the payment rules hit.
      reasons: [
        ...new Set([
          ...(row.creditException?.reasons ?? []),
          ...(action === 'releaseRelatedParty'
            ? [RELATED_PARTY_REASON]
            : row.blockedReasons.filter((r) => r !== RELATED_PARTY_REASON)),
        ]),
      ],
    },
    blockedReasons: [],
    failureReason: null,
  };
}

/**
 * The credit exception an approval request granted (`consignment/credit-exception`): the approvals
 * engine calls this in the transaction of the final approval. The move is the table's
 * `creditException`, made on behalf of the last approver; the packing job is opened in the same
 * transaction and the answer runs it once the decision has committed (a worker takes it over if
 * this process dies first).
 */
export async function creditExceptionByApproval(
  deps: PackingDeps,
  tx: DbOrTx,
  consignmentKey: string,
  by: MoveActor,
  approval: { approvalKey: string; comment: string },
): Promise<() => Promise<unknown>> {
  const moved = await transition(tx, null, consignmentKey, 'creditException', {
    onBehalfOf: by,
    change: (row) => exceptionChange(deps, row, 'creditException', by.actorId, approval.comment),
    detail: { comment: approval.comment, approvalKey: approval.approvalKey },
  });
  const held = await deps.jobs.open(tx, PACKING_JOB, moved.consignmentKey);
  return () => runPackingJob(deps, held);
}

/**
 * Runs the packing job this request opened, here and now, and answers where packing ended. Should
 * the lease pass to a worker meanwhile (this process stalled past it), the worker finishes the job
 * and the answer is the consignment as it stands.
 */
async function runPackingJob(deps: PackingDeps, held: HeldRun): Promise<ConsignmentRow> {
  try {
    return await deps.jobs.run(held, (key, steps) => runPacking(deps, key, steps));
  } catch (err) {
    if (!(err instanceof LeaseLostError)) throw err;
    return foundInScope(await findConsignment(deps.db, null, held.subject), 'Consignment');
  }
}

/** Registers the packing job, so workers take over runs a crashed process left. */
export function definePackingJob(jobs: ResumableJobs, deps: PackingDeps): void {
  jobs.define(PACKING_JOB, (key, steps) => runPacking(deps, key, steps));
}

export { SYSTEM_ACTOR };
export const documentsOf = async (db: Db, consignmentId: string) =>
  db.select().from(consignmentDocuments).where(eq(consignmentDocuments.consignmentId, consignmentId));

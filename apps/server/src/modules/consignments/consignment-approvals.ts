import { type MoneyApprovalBands, formatInrWithSymbol, moneyApprovalSteps } from '@dom/domain';
import { AppError } from '../../platform/errors';
import { registerApprovalPolicy } from '../approvals';
import { type PackingDeps, creditExceptionByApproval } from './consignment-packing.service';
import { CREDIT_EXCEPTION_SUBJECT } from './consignment-exception-requests';
import { findConsignment } from './consignments.repo';

export { CREDIT_EXCEPTION_SUBJECT };

/**
 * A credit exception as a maker–checker approval: whoever may see a PAYMENT_BLOCKED consignment
 * and ask for exceptional approvals (the order manager) raises it; the finance desk approves, and
 * above the configured threshold a finance-lead / CEO step needs two more approvers. Approved, the
 * consignment takes the table's `creditException` move in the same transaction and goes on to
 * packing. The credit desk's direct exception (`/consignment/credit-exception`), a recheck, undoing
 * the packing or a cancel withdraws a request still pending (consignment-exception-requests.ts).
 */
export function registerCreditExceptionPolicy(deps: PackingDeps, bands: MoneyApprovalBands): void {
  registerApprovalPolicy(deps.db, {
    subjectType: CREDIT_EXCEPTION_SUBJECT,
    label: 'Consignment credit exception',
    bulkApprovable: true,
    describe: async (tx, key, requester) => {
      const row = await findConsignment(tx, requester.scope, key);
      if (!row) return undefined;
      if (row.status !== 'PAYMENT_BLOCKED')
        throw new AppError(
          'TRANSITION_NOT_ALLOWED',
          `Only a consignment in PAYMENT_BLOCKED needs a credit exception; ${key} is ${row.status}.`,
          { status: row.status },
          409,
        );
      return {
        summary: `Credit exception for ${key} (order ${row.orderKey}), ${row.buyerName}`,
        businessValuePaise: row.totalPaise,
        blockedReasons: [...row.blockedReasons],
        metaData: [
          { label: 'Consignment', value: key, enhancerType: null },
          { label: 'Order', value: row.orderKey, enhancerType: null },
          { label: 'Buyer', value: row.buyerName, enhancerType: null },
          { label: 'Seller', value: row.sellerName, enhancerType: null },
          { label: 'Consignment value', value: formatInrWithSymbol(row.totalPaise), enhancerType: null },
          { label: 'Blocked reasons', value: row.blockedReasons.join(', ') || '—', enhancerType: null },
          { label: 'Business unit', value: row.businessUnit, enhancerType: null },
        ],
      };
    },
    steps: (amount) => moneyApprovalSteps(amount, bands),
    onDecided: async (tx, request, outcome, by) => {
      if (outcome !== 'APPROVED') return undefined;
      return creditExceptionByApproval(deps, tx, request.subjectKey, by, {
        approvalKey: request.approvalKey,
        comment: `Approved in ${request.approvalKey}: ${request.comment ?? ''}`.trim(),
      });
    },
  });
}

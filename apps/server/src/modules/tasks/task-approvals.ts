import type { ApprovalStepPlan, Role } from '@dom/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { registerApprovalPolicy } from '../approvals';
import { rolePermissions } from '../identity';
import { type TaskTypeDefinition, checkerPermissionOf, taskTypeOf } from './task-registry';
import { tasks } from './tasks.schema';
import type { TaskEngine } from './tasks.service';

/** The subject type of a checked import in the approvals engine; its key is the task id. */
export const TASK_IMPORT_SUBJECT = 'tasks/import';

/** The Approval Center's decision right: a checker holds it as well as the type's checker permission. */
const DECIDE = 'Approve_Approval_Request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Should no role hold both rights (an administrator took them away), the administrators check. */
const ADMIN_CHECKS: ApprovalStepPlan[] = [
  {
    code: 'CHECKER',
    label: 'Checker',
    participants: [{ participation: 'APPROVER', roleCode: 'ADMIN' }],
    requiredApprovals: 1,
  },
];

/**
 * The checker step of a type: every role that holds the type's checker permission and the decision
 * right, read from the role grants as they are now (an administrator may change them).
 */
async function checkerPlan(tx: DbOrTx, type: TaskTypeDefinition): Promise<ApprovalStepPlan[]> {
  const permission = checkerPermissionOf(type);
  if (!permission) return ADMIN_CHECKS;
  const wanted = [...new Set([permission, DECIDE])];
  const holders = await tx
    .select({ role: rolePermissions.role })
    .from(rolePermissions)
    .where(inArray(rolePermissions.permission, wanted))
    .groupBy(rolePermissions.role)
    .having(sql`${count()} = ${wanted.length}`);
  if (holders.length === 0) return ADMIN_CHECKS;
  return [
    {
      code: 'CHECKER',
      label: 'Checker',
      participants: holders
        .map((h) => h.role as Role)
        .sort()
        .map((roleCode) => ({ participation: 'APPROVER' as const, roleCode })),
      requiredApprovals: 1,
    },
  ];
}

const notNow = (message: string) => new AppError('TRANSITION_NOT_ALLOWED', message, undefined, 409);

/**
 * Maker–checker for bulk imports (issue 17 §2): the upload of a type that declares a `checker` is
 * committed only once another person approves it in the Approval Center. The request is raised by
 * extraction initiate (the uploader is the requester, so the engine never lets them approve it);
 * approved, the callback starts the commit job in the deciding transaction and runs it after the
 * commit; rejected or withdrawn, the task ends FAILED with the reason and nothing written.
 */
export function registerTaskImportPolicy(db: Db, engine: TaskEngine): void {
  registerApprovalPolicy(db, {
    subjectType: TASK_IMPORT_SUBJECT,
    label: 'Bulk import',
    describe: async (tx, key, requester) => {
      if (!UUID.test(key)) return undefined;
      const [task] = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, key), eq(tasks.kind, 'UPLOAD')));
      // Only the uploader raises it, holding the type's upload permission (else: not found).
      if (!task || task.createdBy !== requester.userId) return undefined;
      const type = taskTypeOf(task.taskType);
      if (!type || !requester.permissions.has(type.uploadPermission)) return undefined;
      if (!type.checker) throw notNow(`${type.label} uploads need no checker: start them directly.`);
      if (task.status !== 'CREATED')
        throw notNow(`Only an upload waiting to be processed goes for approval; this one is ${task.status}.`);
      const rows = task.rowCount - task.errorCount - task.skippedRows;
      const fileName = task.fileName ?? '';
      return {
        summary: type.checker.summary({ rows, fileName }),
        businessValuePaise: 0n,
        metaData: [
          { label: 'Data type', value: type.label, enhancerType: null },
          { label: 'File', value: fileName || '—', enhancerType: null },
          { label: 'Rows to write', value: String(rows), enhancerType: null },
          { label: 'Rows with errors (not written)', value: String(task.errorCount), enhancerType: null },
          ...(task.skippedRows > 0
            ? [{ label: 'Rows skipped (already there)', value: String(task.skippedRows), enhancerType: null }]
            : []),
          { label: 'Task', value: task.id, enhancerType: null },
        ],
        plan: await checkerPlan(tx, type),
      };
    },
    steps: () => ADMIN_CHECKS,
    onDecided: (tx, request, outcome, decidedBy, comment) =>
      engine.checkerDecided(tx, request.subjectKey, request.approvalKey, outcome, decidedBy, comment ?? null),
  });
}

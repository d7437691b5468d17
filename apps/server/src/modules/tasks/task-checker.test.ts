import type { ApprovalDetail, ImportFilePage, Task, TaskPreview } from '@dom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Who, apiClient } from '../../../test/api-client';
import { as, grantToRole } from '../../../test/auth';
import { taskDriver, workbook } from '../../../test/task-upload';
import { type TestApp, createTestApp } from '../../../test/test-app';

// Maker–checker for bulk imports (issue 17 §2): BUYER_PRICE declares a checker, so extraction
// initiate raises an approval request (subject `tasks/import`, key the task id) instead of starting
// the commit; the approvals engine's callback starts it on approval and ends the task FAILED on a
// rejection or a withdrawal. The import-files tabs list the desk's waiting and ended imports.

let t: TestApp;
let admin: Who;
let cm: Who;
let finance: Who;
let rm: Who;
const { get, post, rows, ok } = apiClient(() => t, 'task-checker-test');
const task = taskDriver(() => t, 'BUYER_PRICE');
const HEADER = ['Buyer Code', 'SKU', 'Region', 'Price', 'Valid From', 'Valid Until'];
let buyer = '';
let skus: string[] = [];

const prices = async () =>
  Number((await rows<{ n: string }>('SELECT count(*) AS n FROM buyer_prices'))[0]!.n);
const stagedRows = async (taskId: string) =>
  Number(
    (await rows<{ n: string }>(`SELECT count(*) AS n FROM task_rows WHERE task_id = '${taskId}'`))[0]!.n,
  );

/** A previewed BUYER_PRICE file of `n` valid rows and one failing row, uploaded by `who`. */
async function upload(who: Who, n: number, from = '2027-01-01'): Promise<TaskPreview> {
  const lines = skus.slice(0, n).map((sku, i) => [buyer, sku, 'ALL', `${100 + i}`, from, '']);
  return task.preview(
    who,
    await workbook('Buyer Prices', HEADER, [...lines, ['NO-SUCH-BUYER', skus[0]!, 'ALL', '1', from, '']]),
  );
}

const importFiles = async (who: Who, tab: 'APPROVAL_PENDING' | 'PROCESSED') =>
  ok<ImportFilePage>(await get(who, `/master-data/import-files?tab=${tab}&pageSize=100`));

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  admin = await as(t, 'admin');
  // The category desk's makers may decide in the Approval Center too (as a category lead does):
  // then the uploader holds the decision right, and only the engine's segregation stops them.
  await grantToRole(t, admin, 'CATEGORY_OPS', ['Approve_Approval_Request', 'Display_Approval_Center_Tab']);
  [cm, finance, rm] = await Promise.all([as(t, 'cm'), as(t, 'finance'), as(t, 'rm')]);
  buyer = (await rows<{ code: string }>('SELECT code FROM buyers ORDER BY code LIMIT 1'))[0]!.code;
  skus = (await rows<{ sku: string }>('SELECT sku FROM products WHERE is_active ORDER BY sku LIMIT 3')).map(
    (p) => p.sku,
  );
});
afterAll(() => t.close());

describe('maker–checker for bulk imports (BUYER_PRICE)', () => {
  it('initiate raises an approval and writes nothing; the maker cannot approve; another checker approves and the commit runs', async () => {
    const before = await prices();
    const preview = await upload(cm, 3);
    const taskId = preview.task.taskId;
    expect(preview.task).toMatchObject({ status: 'CREATED', approval: null, rowCount: 4, errorCount: 1 });

    const waiting = await task.initiate(cm, taskId);
    expect(waiting).toMatchObject({
      status: 'CREATED',
      jobStatus: 'DRAFT',
      finishedOn: null,
      approval: { status: 'PENDING', statusLabel: 'Pending' },
    });
    const approvalKey = waiting.approval!.approvalKey;
    // Nothing written, no commit job opened; the staged rows wait for the decision.
    expect(await prices()).toBe(before);
    expect(await rows(`SELECT id FROM resumable_jobs WHERE subject = '${taskId}'`)).toEqual([]);
    expect(await stagedRows(taskId)).toBe(4);

    // A second initiate while the request is pending: 409, still one request.
    const again = await post(cm, '/extraction/initiate', { taskId });
    expect(again.statusCode, again.body).toBe(409);
    expect(
      await rows(
        `SELECT approval_key FROM approval_requests WHERE subject_type = 'tasks/import' AND subject_key = '${taskId}'`,
      ),
    ).toHaveLength(1);

    // The request as the Approval Center shows it: the summary names the rows and the file.
    const detail = ok<ApprovalDetail>(await get(admin, `/approval-center/request/${approvalKey}`));
    expect(detail).toMatchObject({
      entityType: 'tasks/import',
      entityId: taskId,
      summary: 'Buyer prices: 3 rows, upload.xlsx',
      status: 'PENDING',
      requestedBy: { id: waiting.createdBy },
    });
    // The checker step: the roles holding the type's upload permission and the decision right.
    const roles = detail.steps[0]!.participants.map((p) => p.roleCode);
    expect(roles).toEqual(expect.arrayContaining(['ADMIN', 'CATEGORY_LEAD', 'CATEGORY_OPS']));
    expect(roles).not.toContain('FINANCE_OPS');

    // Segregation of duties: the uploader holds the decision right now, and is still refused.
    const own = await post(cm, '/approval-center/approve', { approvalKey, comment: 'Mine, fine' });
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json<{ errorCode: string }>().errorCode).toBe('APPROVAL_OWN_REQUEST');
    // Someone who may decide but is not of the desk: not a participant of the checker step.
    const outsider = await post(finance, '/approval-center/approve', { approvalKey, comment: 'Looks fine' });
    expect(outsider.statusCode, outsider.body).toBe(403);
    expect(outsider.json<{ errorCode: string }>().errorCode).toBe('APPROVAL_NOT_PARTICIPANT');
    expect(await prices()).toBe(before);

    // The approval-pending tab: the desk's checker sees the maker's upload, who and how many rows.
    const pending = await importFiles(admin, 'APPROVAL_PENDING');
    const listed = pending.content.find((f) => f.taskId === taskId);
    expect(listed).toMatchObject({
      uploadedByName: 'Arjun Reddy',
      rowCount: 4,
      errorCount: 1,
      approval: { approvalKey, status: 'PENDING' },
    });
    // Someone with no buyer-price permission sees no import files; nor the task.
    expect((await importFiles(rm, 'APPROVAL_PENDING')).content).toEqual([]);
    // The checker may download the maker's failed rows from the tab.
    const failed = await get(admin, `/tasks/${taskId}/failed-rows`);
    expect(failed.statusCode, failed.body).toBe(200);
    expect((await get(rm, `/tasks/${taskId}/failed-rows`)).statusCode).toBe(404);

    // Another person of the desk approves: the commit starts in the decision and the rows land.
    const decided = ok<ApprovalDetail>(
      await post(admin, '/approval-center/approve', { approvalKey, comment: 'Prices agreed with the buyer' }),
    );
    expect(decided.status).toBe('APPROVED');
    const done = await task.wait(cm, taskId);
    expect(done).toMatchObject({
      status: 'PARTIAL_COMPLETED',
      writtenRows: 3,
      errorCount: 1,
      approval: { approvalKey, status: 'APPROVED' },
    });
    expect(await prices()).toBe(before + 3);
    expect(await stagedRows(taskId)).toBe(0);
    // The start is audited on behalf of the checker, naming the approval.
    const [adminUser] = await rows<{ id: string }>(
      `SELECT id::text AS id FROM users WHERE username = 'admin'`,
    );
    expect(
      await rows(
        `SELECT actor_id, after->>'approvalKey' AS approval FROM audit_log
         WHERE entity_type = 'task' AND entity_id = '${taskId}' AND action = 'task.start'`,
      ),
    ).toEqual([{ actor_id: adminUser!.id, approval: approvalKey }]);

    // Ended: out of the approval-pending tab, in the processed tab.
    expect((await importFiles(admin, 'APPROVAL_PENDING')).content.map((f) => f.taskId)).not.toContain(taskId);
    const processed = (await importFiles(cm, 'PROCESSED')).content.find((f) => f.taskId === taskId);
    expect(processed).toMatchObject({ status: 'PARTIAL_COMPLETED', writtenRows: 3, hasFailedRowsFile: true });
    // A decided request cannot be decided again; the task is not started twice.
    expect(
      (await post(admin, '/approval-center/reject', { approvalKey, comment: 'Too late' })).statusCode,
    ).toBe(409);
    expect((await task.initiate(cm, taskId)).status).toBe('PARTIAL_COMPLETED');
  });

  it('a rejection ends the task FAILED with the reason, nothing written', async () => {
    const before = await prices();
    const preview = await upload(cm, 2, '2027-02-01');
    const taskId = preview.task.taskId;
    const approvalKey = (await task.initiate(cm, taskId)).approval!.approvalKey;
    ok(
      await post(admin, '/approval-center/reject', { approvalKey, comment: 'Prices above the agreed list' }),
    );
    const ended = ok<Task>(await get(cm, `/tasks/${taskId}`));
    expect(ended).toMatchObject({
      status: 'FAILED',
      jobStatus: 'DRAFT',
      writtenRows: 0,
      approval: { approvalKey, status: 'REJECTED' },
    });
    expect(ended.finishedOn).not.toBeNull();
    // Why, as a code the web labels in the reader's language; the checker's comment as typed.
    expect(ended).toMatchObject({
      failure: 'CHECKER_REJECTED',
      failureLabel: 'Rejected By Checker',
      message: 'Prices above the agreed list',
    });
    expect(await prices()).toBe(before);
    expect(await stagedRows(taskId)).toBe(0);
    expect(await rows(`SELECT id FROM resumable_jobs WHERE subject = '${taskId}'`)).toEqual([]);
    // Ended: a new initiate changes nothing and raises nothing.
    expect((await task.initiate(cm, taskId)).status).toBe('FAILED');
    expect(
      await rows(`SELECT approval_key FROM approval_requests WHERE subject_key = '${taskId}'`),
    ).toHaveLength(1);
    expect((await importFiles(admin, 'PROCESSED')).content.find((f) => f.taskId === taskId)).toMatchObject({
      status: 'FAILED',
      failure: 'CHECKER_REJECTED',
      message: 'Prices above the agreed list',
      uploadedByName: 'Arjun Reddy',
      approval: { status: 'REJECTED' },
    });
  });

  it('the uploader’s cancel withdraws the pending approval; the task ends FAILED, nothing written', async () => {
    const before = await prices();
    const preview = await upload(cm, 1, '2027-03-01');
    const taskId = preview.task.taskId;
    const approvalKey = (await task.initiate(cm, taskId)).approval!.approvalKey;
    // The maker holds no Allow_Approval_Request_Cancel: a requester withdraws their own anyway.
    expect(
      await rows(
        `SELECT 1 FROM role_permissions WHERE role = 'CATEGORY_OPS' AND permission = 'Allow_Approval_Request_Cancel'`,
      ),
    ).toEqual([]);
    const cancelled = ok<Task>(await post(cm, '/extraction/cancel', { taskId }));
    expect(cancelled).toMatchObject({
      status: 'FAILED',
      failure: 'APPROVAL_WITHDRAWN',
      failureLabel: 'Approval Withdrawn',
      // The wizard's own withdrawal says nothing more than the code.
      message: null,
      approval: { approvalKey, status: 'CANCELLED' },
    });
    expect(await prices()).toBe(before);
    // The checker finds the request ended.
    expect((await post(admin, '/approval-center/approve', { approvalKey, comment: 'ok' })).statusCode).toBe(
      409,
    );
  });

  it('the maker withdraws from the Approval Center: the task ends FAILED (APPROVAL_WITHDRAWN) with their comment; nobody else may', async () => {
    const preview = await upload(cm, 1, '2027-03-15');
    const taskId = preview.task.taskId;
    const approvalKey = (await task.initiate(cm, taskId)).approval!.approvalKey;
    // Someone who sees the request (the finance desk decides in the Approval Center) but holds no
    // cancel permission and did not raise it: 403, the upload still waits.
    const refused = await post(finance, '/approval-center/cancel', { approvalKey, comment: 'Not yours' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(ok<Task>(await get(cm, `/tasks/${taskId}`))).toMatchObject({
      status: 'CREATED',
      approval: { status: 'PENDING' },
    });
    const mine = ok<ApprovalDetail>(await get(cm, `/approval-center/request/${approvalKey}`));
    expect(mine.allowedActions.map((a) => a.action)).toEqual(['cancel']);
    const withdrawn = await post(cm, '/approval-center/cancel', {
      approvalKey,
      comment: 'Wrong price list — सुधारित फाइल पाठवतो',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(ok<Task>(await get(cm, `/tasks/${taskId}`))).toMatchObject({
      status: 'FAILED',
      failure: 'APPROVAL_WITHDRAWN',
      message: 'Wrong price list — सुधारित फाइल पाठवतो',
      writtenRows: 0,
      approval: { approvalKey, status: 'CANCELLED' },
    });
    expect(await stagedRows(taskId)).toBe(0);
    // Ended: withdrawing again answers 409.
    const again = await post(cm, '/approval-center/cancel', { approvalKey, comment: 'again' });
    expect(again.statusCode, again.body).toBe(409);
  });

  it('the approval cannot be raised for someone else’s upload, nor for a type without a checker', async () => {
    const preview = await upload(cm, 1, '2027-04-01');
    // Through the Approval Center's own raise: another user's task is not found.
    const other = await post(admin, '/approval-request', {
      subjectType: 'tasks/import',
      subjectKey: preview.task.taskId,
      comment: 'Raise it for them',
    });
    expect(other.statusCode, other.body).toBe(404);
    expect(
      (
        await post(admin, '/approval-request', {
          subjectType: 'tasks/import',
          subjectKey: 'not-a-task',
          comment: 'x',
        })
      ).statusCode,
    ).toBe(404);
    // A type without a checker commits at once, as before.
    const codes = taskDriver(() => t, 'BUSINESS_CODES');
    const plain = await codes.preview(
      admin,
      await workbook(
        'Business Codes',
        ['Type', 'Code', 'Value', 'Active'],
        [['ORDER_CANCEL', 'CHECKER_T', 'Checker test', 'Y']],
      ),
    );
    expect(await codes.commit(admin, plain.task.taskId)).toMatchObject({
      status: 'COMPLETED',
      approval: null,
    });
    const raised = await post(admin, '/approval-request', {
      subjectType: 'tasks/import',
      subjectKey: plain.task.taskId,
      comment: 'Check it anyway',
    });
    expect(raised.statusCode, raised.body).toBe(409);
  });
});

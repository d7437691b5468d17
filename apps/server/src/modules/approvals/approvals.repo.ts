import type { ApprovalListQuery } from '@dom/contract';
import type { ApprovalStatus } from '@dom/domain';
import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { users } from '../identity';
import type { ApprovalRequestRow, ApprovalStepRow } from './approval-machines';
import type { ApprovalCaller } from './approval-policies';
import { approvalDecisions, approvalRequests, approvalSteps } from './approvals.schema';

/** Roles that see every request (auditors); holders of Approve_Approval_Request do too. */
const ALL_SEEING_ROLES = ['ADMIN', 'ADMIN_READ_ONLY', 'TECH_ADMIN'];

export const seesAllRequests = (caller: Pick<ApprovalCaller, 'roles' | 'permissions'>): boolean =>
  caller.permissions.has('Approve_Approval_Request') ||
  caller.roles.some((r) => ALL_SEEING_ROLES.includes(r));

const rolesArray = (roles: readonly string[]) =>
  sql`ARRAY[${sql.join(
    (roles.length > 0 ? roles : ['\u0000none']).map((r) => sql`${r}`),
    sql`, `,
  )}]::text[]`;

/** The caller is named (by id or role) among a step's participants, as one of `as`. */
const participantOf = (step: SQL, caller: ApprovalCaller, as: readonly string[]) => sql`EXISTS (
  SELECT 1 FROM jsonb_array_elements(${step}.participants) p
  WHERE p->>'participation' IN (${sql.join(
    as.map((a) => sql`${a}`),
    sql`, `,
  )})
    AND (p->>'userId' = ${caller.userId} OR p->>'roleCode' = ANY(${rolesArray(caller.roles)})))`;

/** The caller's entries in `awaiting_approvers`: themselves and each of their roles. */
const awaitingTokens = (caller: ApprovalCaller) =>
  sql`ARRAY[${sql.join(
    [`user:${caller.userId}`, ...caller.roles.map((r) => `role:${r}`)].map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;

/**
 * The request (alias r) waits for the caller: pending, they approve its current step (its
 * `awaiting_approvers`, the GIN index's lookup), not raised or changed by them, not acted on.
 */
export const waitingFor = (caller: ApprovalCaller) => sql`(r.status = 'PENDING'
  AND r.awaiting_approvers && ${awaitingTokens(caller)}
  AND r.requested_by <> ${caller.userId}
  AND NOT (${caller.userId}::uuid = ANY(r.changed_by))
  AND NOT EXISTS (SELECT 1 FROM approval_decisions d WHERE d.request_id = r.id AND d.actor_id = ${caller.userId}))`;

/** The approvers of the request's (alias r) current step, as `awaiting_approvers` holds them. */
const CURRENT_APPROVERS = sql`COALESCE((
  SELECT array_agg(DISTINCT CASE WHEN p->>'userId' IS NOT NULL THEN 'user:' || (p->>'userId')
    ELSE 'role:' || (p->>'roleCode') END ORDER BY CASE WHEN p->>'userId' IS NOT NULL
    THEN 'user:' || (p->>'userId') ELSE 'role:' || (p->>'roleCode') END)
  FROM approval_steps s CROSS JOIN jsonb_array_elements(s.participants) p
  WHERE s.request_id = r.id AND p->>'participation' = 'APPROVER'
    AND s.position = (SELECT min(s2.position) FROM approval_steps s2
      WHERE s2.request_id = r.id AND s2.status IN ('REQUESTED', 'REVIEWED'))), '{}'::text[])`;

/**
 * Sets `awaiting_approvers` from the steps: the current step's approvers while the request is
 * PENDING, none once it ended. The service calls it in every transaction that raises a request or
 * moves it or a step; a seed that writes requests directly calls it without an id (every request).
 */
export async function syncAwaiting(tx: DbOrTx, requestId?: string): Promise<void> {
  await tx.execute(sql`UPDATE approval_requests r
    SET awaiting_approvers = CASE WHEN r.status = 'PENDING' THEN ${CURRENT_APPROVERS} ELSE '{}'::text[] END
    WHERE ${requestId === undefined ? sql`TRUE` : sql`r.id = ${requestId}`}`);
}

/** The requests (alias r) the caller may see: theirs, those they take part in, or all. */
export const visibleTo = (caller: ApprovalCaller): SQL =>
  seesAllRequests(caller)
    ? sql`TRUE`
    : sql`(r.requested_by = ${caller.userId} OR EXISTS (
        SELECT 1 FROM approval_steps s WHERE s.request_id = r.id AND ${participantOf(sql`s`, caller, ['APPROVER', 'REVIEWER', 'REJECTOR'])}))`;

export async function nextApprovalKey(tx: DbOrTx): Promise<string> {
  const r = (await tx.execute(sql`SELECT nextval('approval_key_seq')::text AS n`)) as {
    rows: { n: string }[];
  };
  return `AP${r.rows[0]!.n}`;
}

export interface ListRow {
  approval_key: string;
  subject_type: string;
  subject_key: string;
  summary: string;
  business_value_paise: string;
  enhancer_type: string | null;
  blocked_reasons: string[];
  status: ApprovalRequestRow['status'];
  current_step: string | null;
  requested_by: string;
  requested_by_name: string;
  created_at: string | Date;
  decided_at: string | Date | null;
  awaiting_me: boolean;
}

/** Counts stop here: an exact count of 100,000 requests is a full scan on every page. */
export const COUNT_CAP = 1_000;

/**
 * The log: the view, the spec's two filter sets, newest first, one page and a capped count. The
 * page picks ids along the (created_at, approval_key) index and only the page's rows get the
 * requester's name, the current step and "awaiting me". "Waiting for me" is `awaiting_approvers &&`
 * the caller's entries: the planner looks them up in the GIN index when few wait (an empty tab costs
 * nothing), or walks the date index until a page is full when many do (measured both ways:
 * bench/approvals.ts).
 */
export async function listApprovals(
  db: DbOrTx,
  caller: ApprovalCaller,
  q: ApprovalListQuery,
): Promise<{ rows: ListRow[]; total: number; capped: boolean }> {
  // Waiting for the caller means they approve its current step: they see it.
  const where: SQL[] = [q.view === 'waiting' ? waitingFor(caller) : visibleTo(caller)];
  if (q.view === 'raised') where.push(sql`r.requested_by = ${caller.userId}`);
  const listOf = (values: readonly string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const inList = (column: SQL, values: readonly string[] | undefined) => {
    if (values && values.length > 0) where.push(sql`${column} IN (${listOf(values)})`);
  };
  inList(sql`r.approval_key`, q.approvalLogKeys);
  inList(sql`r.subject_key`, q.entityIds);
  inList(sql`r.status`, [...(q.statusList ?? []), ...(q.statuses ?? [])]);
  inList(sql`r.enhancer_type`, q.enhancerTypes);
  if (q.entityType) where.push(sql`r.subject_type = ${q.entityType}`);
  if (q.blockedReasons && q.blockedReasons.length > 0)
    where.push(sql`r.blocked_reasons && ${rolesArray(q.blockedReasons)}`);
  if (q.requestedByList && q.requestedByList.length > 0)
    where.push(
      sql`(r.requested_by::text IN (${listOf(q.requestedByList)})
        OR r.requested_by IN (SELECT id FROM users WHERE username IN (${listOf(q.requestedByList)})))`,
    );
  const filter = sql.join(where, sql` AND `);
  const result = (await db.execute(sql`
    SELECT r.approval_key, r.subject_type, r.subject_key, r.summary, r.business_value_paise::text,
      r.enhancer_type, r.blocked_reasons, r.status, r.requested_by::text, u.display_name AS requested_by_name,
      r.created_at, r.decided_at,
      (SELECT s.label FROM approval_steps s WHERE s.request_id = r.id AND r.status = 'PENDING'
        AND s.status IN ('REQUESTED', 'REVIEWED') ORDER BY s.position LIMIT 1) AS current_step,
      ${waitingFor(caller)} AS awaiting_me
    FROM (SELECT r.id FROM approval_requests r WHERE ${filter}
      ORDER BY r.created_at DESC, r.approval_key DESC
      LIMIT ${q.pageSize} OFFSET ${q.pageNumber * q.pageSize}) page
    JOIN approval_requests r ON r.id = page.id
    JOIN users u ON u.id = r.requested_by
    ORDER BY r.created_at DESC, r.approval_key DESC`)) as { rows: ListRow[] };
  const counted = (await db.execute(sql`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM approval_requests r WHERE ${filter} LIMIT ${COUNT_CAP + 1}) x`)) as {
    rows: { n: number | string }[];
  };
  const n = Number(counted.rows[0]?.n ?? 0);
  return { rows: result.rows, total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}

/** A request the caller may see, by key (undefined when they may not: 404). */
export async function findVisible(
  db: DbOrTx,
  caller: ApprovalCaller,
  key: string,
): Promise<ApprovalRequestRow | undefined> {
  const r = (await db.execute(sql`
    SELECT r.id FROM approval_requests r WHERE r.approval_key = ${key} AND ${visibleTo(caller)}`)) as {
    rows: { id: string }[];
  };
  if (!r.rows[0]) return undefined;
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, r.rows[0].id));
  return row;
}

export async function stepsOf(db: DbOrTx, requestId: string, forUpdate = false): Promise<ApprovalStepRow[]> {
  const q = db
    .select()
    .from(approvalSteps)
    .where(eq(approvalSteps.requestId, requestId))
    .orderBy(asc(approvalSteps.position));
  return forUpdate ? q.for('update') : q;
}

export async function decisionsOf(db: DbOrTx, requestId: string) {
  return db
    .select({
      id: approvalDecisions.id,
      stepId: approvalDecisions.stepId,
      actorId: approvalDecisions.actorId,
      actorName: users.displayName,
      action: approvalDecisions.action,
      comment: approvalDecisions.comment,
      createdAt: approvalDecisions.createdAt,
    })
    .from(approvalDecisions)
    .innerJoin(users, eq(users.id, approvalDecisions.actorId))
    .where(eq(approvalDecisions.requestId, requestId))
    .orderBy(asc(approvalDecisions.createdAt), asc(approvalDecisions.id));
}

export async function hasActed(db: DbOrTx, requestId: string, actorId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: approvalDecisions.id })
    .from(approvalDecisions)
    .where(and(eq(approvalDecisions.requestId, requestId), eq(approvalDecisions.actorId, actorId)));
  return row !== undefined;
}

export async function userNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The latest request of each subject key (any status). */
export async function latestFor(db: DbOrTx, subjectType: string, subjectKeys: readonly string[]) {
  const found = new Map<string, { approvalKey: string; status: ApprovalStatus }>();
  if (subjectKeys.length === 0) return found;
  const rows = await db
    .select({
      subjectKey: approvalRequests.subjectKey,
      approvalKey: approvalRequests.approvalKey,
      status: approvalRequests.status,
    })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.subjectType, subjectType),
        inArray(approvalRequests.subjectKey, [...subjectKeys]),
      ),
    )
    .orderBy(asc(approvalRequests.createdAt), asc(approvalRequests.approvalKey));
  for (const r of rows) found.set(r.subjectKey, { approvalKey: r.approvalKey, status: r.status });
  return found;
}

export async function pendingFor(db: DbOrTx, subjectType: string, subjectKey: string) {
  const [row] = await db
    .select({ approvalKey: approvalRequests.approvalKey })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.subjectType, subjectType),
        eq(approvalRequests.subjectKey, subjectKey),
        eq(approvalRequests.status, 'PENDING'),
      ),
    );
  return row;
}

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Who changed what, written in the same transaction as the change itself. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actingAsId: text('acting_as_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at)],
);

/** First answer to a request carrying an Idempotency-Key, replayed on repeats. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Messages to send (SMS, e-mail, WhatsApp, events), written with the change that causes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.availableAt, t.id)
      .where(sql`${t.processedAt} is null and ${t.failedAt} is null`),
  ],
);

/** Background job runs with progress, keyed by the queue's job id. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('CREATED'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total'),
    message: text('message'),
    result: jsonb('result'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('job_runs_name_idx').on(t.name, t.createdAt)],
);

/**
 * Work that must finish once started (packing's portal steps): one row per run of a kind of job on
 * one subject, each step's result recorded as it completes, under a lease a crashed process lets
 * lapse so another takes the run over. At most one open run per kind and subject.
 */
export const resumableJobs = pgTable(
  'resumable_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    /** Step name → its recorded result; a rerun skips these steps. */
    steps: jsonb('steps').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    /** Who holds the run: writes of step results check it, so a lost lease writes nothing. */
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** DONE or FAILED (the attempt limit), with `finished_at`. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('resumable_jobs_open_idx')
      .on(t.kind, t.subject)
      .where(sql`${t.finishedAt} is null`),
    index('resumable_jobs_due_idx')
      .on(t.leaseUntil, t.id)
      .where(sql`${t.finishedAt} is null`),
  ],
);

/** Stored files; the bytes live in the storage adapter under `storageKey`. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    purpose: text('purpose'),
    ownerType: text('owner_type'),
    ownerId: text('owner_id'),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('files_owner_idx').on(t.ownerType, t.ownerId)],
);

/**
 * Every signed upload address handed out (platform/files/upload-addresses.ts): what it is for, whose
 * it is, how many bytes it may carry and until when. Writing through it marks it used (once), saving
 * what it carried marks it claimed; the sweep deletes what expired unclaimed, bytes first.
 */
export const uploadAddresses = pgTable(
  'upload_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'file' (PUT /files/upload or a presigned S3 PUT) or 'task' (POST /tasks/upload/signed). */
    kind: text('kind').$type<'file' | 'task'>().notNull(),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').unique(),
    fileName: text('file_name').notNull(),
    issuedTo: text('issued_to'),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    fileId: uuid('file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('upload_addresses_expires_idx').on(t.expiresAt),
    index('upload_addresses_issued_idx').on(t.issuedTo, t.expiresAt),
  ],
);

/** Small key/value settings owned by the platform (e.g. the generated file-URL secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

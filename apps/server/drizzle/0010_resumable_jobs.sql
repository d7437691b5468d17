CREATE TABLE "resumable_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_token" uuid,
	"lease_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "resumable_jobs_open_idx" ON "resumable_jobs" USING btree ("kind","subject") WHERE "resumable_jobs"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "resumable_jobs_due_idx" ON "resumable_jobs" USING btree ("lease_until","id") WHERE "resumable_jobs"."finished_at" is null;
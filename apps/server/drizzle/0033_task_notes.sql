ALTER TABLE "tasks" ADD COLUMN "skipped_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;
ALTER TABLE "invoice_revisions" ADD COLUMN "correction_request" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_revisions" ADD COLUMN "order_status_before" text;--> statement-breakpoint
DROP INDEX IF EXISTS "buyers_gstin_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_gstin_unique_idx" ON "buyers" USING btree ("gstin") WHERE "buyers"."gstin" <> '';

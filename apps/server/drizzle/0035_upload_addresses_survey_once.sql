CREATE TABLE "upload_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"issued_to" text,
	"max_bytes" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_addresses_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "correction_key_hash" text;--> statement-breakpoint
CREATE INDEX "upload_addresses_expires_idx" ON "upload_addresses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "upload_addresses_issued_idx" ON "upload_addresses" USING btree ("issued_to","expires_at");
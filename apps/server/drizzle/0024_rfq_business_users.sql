ALTER TABLE "rfqs" ADD COLUMN "cm_email" text;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "sourcer_email" text;
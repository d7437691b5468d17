ALTER TABLE "consignments" ADD COLUMN "void_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "over_dimensional_cargo" boolean DEFAULT false NOT NULL;

CREATE TABLE "mov_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"min_order_value_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mov_rules_seller_idx" ON "mov_rules" USING btree (coalesce("seller_id", '00000000-0000-0000-0000-000000000000'::uuid));
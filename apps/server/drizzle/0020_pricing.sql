CREATE TABLE "quotation_automation_rules" (
	"business_unit" text PRIMARY KEY NOT NULL,
	"min_margin_bp" integer NOT NULL,
	"use_answers" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"seller_name" text NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"unit" text NOT NULL,
	"region" text DEFAULT 'ALL' NOT NULL,
	"ex_works_paise" bigint NOT NULL,
	"freight_paise" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seller_prices_seller_product_region_idx" ON "seller_prices" USING btree ("seller_id","product_id","region");--> statement-breakpoint
CREATE INDEX "seller_prices_product_idx" ON "seller_prices" USING btree ("product_id","region");--> statement-breakpoint
CREATE INDEX "seller_prices_seller_updated_idx" ON "seller_prices" USING btree ("seller_id","updated_at");
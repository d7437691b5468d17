CREATE TABLE "buyer_brand_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_regions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"place" text NOT NULL,
	"serviceable" boolean NOT NULL,
	"lead_time_days" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_virtual_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"unit" text NOT NULL,
	"region" text DEFAULT 'ALL' NOT NULL,
	"price_paise" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_brand_mappings" ADD CONSTRAINT "buyer_brand_mappings_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_regions" ADD CONSTRAINT "product_regions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_virtual_accounts" ADD CONSTRAINT "buyer_virtual_accounts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_prices" ADD CONSTRAINT "buyer_prices_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_prices" ADD CONSTRAINT "buyer_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_brand_mappings_buyer_brand_idx" ON "buyer_brand_mappings" USING btree ("buyer_id","brand");--> statement-breakpoint
CREATE INDEX "buyer_brand_mappings_brand_idx" ON "buyer_brand_mappings" USING btree ("brand");--> statement-breakpoint
CREATE UNIQUE INDEX "product_regions_product_place_idx" ON "product_regions" USING btree ("product_id","place");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_virtual_accounts_number_idx" ON "buyer_virtual_accounts" USING btree ("account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_virtual_accounts_active_buyer_idx" ON "buyer_virtual_accounts" USING btree ("buyer_id") WHERE "buyer_virtual_accounts"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_prices_buyer_product_region_from_idx" ON "buyer_prices" USING btree ("buyer_id","product_id","region","valid_from");--> statement-breakpoint
CREATE INDEX "buyer_prices_product_idx" ON "buyer_prices" USING btree ("product_id","region");
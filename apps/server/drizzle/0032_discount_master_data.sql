CREATE TABLE "buyer_cash_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"percent_bps" integer NOT NULL,
	"pay_within_days" integer NOT NULL,
	"valid_from" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_cash_discounts_percent_range" CHECK ("buyer_cash_discounts"."percent_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "buyer_cash_discounts_days_range" CHECK ("buyer_cash_discounts"."pay_within_days" BETWEEN 0 AND 21)
);
--> statement-breakpoint
CREATE TABLE "buyer_tod_slabs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"turnover_from_paise" bigint NOT NULL,
	"turnover_to_paise" bigint,
	"percent_bps" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_tod_slabs_percent_range" CHECK ("buyer_tod_slabs"."percent_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "buyer_tod_slabs_turnover_range" CHECK ("buyer_tod_slabs"."turnover_from_paise" >= 0 AND ("buyer_tod_slabs"."turnover_to_paise" IS NULL OR "buyer_tod_slabs"."turnover_to_paise" > "buyer_tod_slabs"."turnover_from_paise"))
);
--> statement-breakpoint
CREATE TABLE "seller_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"unit" text NOT NULL,
	"discount_unit" text NOT NULL,
	"percent_bps" integer,
	"value_paise" bigint,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_discounts_value_by_unit" CHECK (("seller_discounts"."discount_unit" = 'PERCENTAGE' AND "seller_discounts"."percent_bps" BETWEEN 0 AND 10000 AND "seller_discounts"."value_paise" IS NULL) OR ("seller_discounts"."discount_unit" = 'VALUE' AND "seller_discounts"."value_paise" > 0 AND "seller_discounts"."percent_bps" IS NULL)),
	CONSTRAINT "seller_discounts_until_after_from" CHECK ("seller_discounts"."valid_until" IS NULL OR "seller_discounts"."valid_until" >= "seller_discounts"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "buyer_cash_discounts" ADD CONSTRAINT "buyer_cash_discounts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_tod_slabs" ADD CONSTRAINT "buyer_tod_slabs_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_discounts" ADD CONSTRAINT "seller_discounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_discounts" ADD CONSTRAINT "seller_discounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_cash_discounts_buyer_from_idx" ON "buyer_cash_discounts" USING btree ("buyer_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_tod_slabs_buyer_period_from_idx" ON "buyer_tod_slabs" USING btree ("buyer_id","period","turnover_from_paise");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_discounts_seller_product_from_idx" ON "seller_discounts" USING btree ("seller_id","product_id","valid_from");--> statement-breakpoint
CREATE INDEX "seller_discounts_product_idx" ON "seller_discounts" USING btree ("product_id");
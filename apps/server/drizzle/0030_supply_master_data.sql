CREATE TABLE "brand_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"business_unit" text NOT NULL,
	"is_active" boolean NOT NULL,
	"lead_time_days" integer,
	"credit_days" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_assortments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"unit" text NOT NULL,
	"region" text DEFAULT 'ALL' NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"min_order_quantity" numeric(14, 3),
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_inventory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"unit" text NOT NULL,
	"available_quantity" numeric(14, 3) NOT NULL,
	"as_of" date NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_assortments" ADD CONSTRAINT "seller_assortments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_assortments" ADD CONSTRAINT "seller_assortments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_inventory" ADD CONSTRAINT "seller_inventory_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_inventory" ADD CONSTRAINT "seller_inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_inventory" ADD CONSTRAINT "seller_inventory_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_configs_brand_unit_idx" ON "brand_configs" USING btree ("brand","business_unit");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_assortments_seller_product_region_idx" ON "seller_assortments" USING btree ("seller_id","product_id","region");--> statement-breakpoint
CREATE INDEX "seller_assortments_product_idx" ON "seller_assortments" USING btree ("product_id","region");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_inventory_seller_product_warehouse_idx" ON "seller_inventory" USING btree ("seller_id","product_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "seller_inventory_product_idx" ON "seller_inventory" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "seller_inventory_warehouse_idx" ON "seller_inventory" USING btree ("warehouse_id");
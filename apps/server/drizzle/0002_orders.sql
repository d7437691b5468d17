CREATE TABLE "buyer_credit_accounts" (
	"buyer_id" uuid PRIMARY KEY NOT NULL,
	"limit_paise" bigint NOT NULL,
	"utilised_paise" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"charge_type" text NOT NULL,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_dependency_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"category" text NOT NULL,
	"reason_code" text NOT NULL,
	"comments" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_id" uuid,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"level1_category" text NOT NULL,
	"hsn" text NOT NULL,
	"unit" text NOT NULL,
	"ordered_qty" numeric(14, 3) NOT NULL,
	"acknowledged_qty" numeric(14, 3) DEFAULT '0' NOT NULL,
	"cancelled_qty" numeric(14, 3) DEFAULT '0' NOT NULL,
	"fulfilled_qty" numeric(14, 3) DEFAULT '0' NOT NULL,
	"shipped_qty" numeric(14, 3) DEFAULT '0' NOT NULL,
	"buyer_price_paise" bigint NOT NULL,
	"seller_price_paise" bigint NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"tax_paise" bigint NOT NULL,
	"production_date" date
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_key" text NOT NULL,
	"source_system_order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"buyer_po_number" text,
	"seller_po_number" text,
	"pr_number" text,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_code" text NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"seller_id" uuid NOT NULL,
	"seller_name" text NOT NULL,
	"seller_books_id" text,
	"warehouse_id" uuid NOT NULL,
	"warehouse_name" text NOT NULL,
	"business_unit" text NOT NULL,
	"channel" text NOT NULL,
	"order_type" text DEFAULT 'SALES' NOT NULL,
	"order_category" text NOT NULL,
	"enhancer_type" text,
	"enhancer_status" text,
	"status" text NOT NULL,
	"order_date" timestamp with time zone NOT NULL,
	"due_date" date,
	"delivery_date" date,
	"po_received_at" timestamp with time zone,
	"max_eta" date,
	"max_mdd" date,
	"payment_terms" text NOT NULL,
	"credit_days" integer NOT NULL,
	"shipping_mode" text NOT NULL,
	"logistics_provider" text NOT NULL,
	"order_manager" text,
	"rm_name" text,
	"rm_email" text,
	"tm_email" text,
	"cm_name" text,
	"logistics_manager" text,
	"rm_region" text,
	"line_count" integer NOT NULL,
	"pre_tax_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"shipping_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"seller_value_paise" bigint NOT NULL,
	"gross_margin_bp" integer NOT NULL,
	"is_delayed" boolean DEFAULT false NOT NULL,
	"missing_document_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"item_categories_l1" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_credit_accounts" ADD CONSTRAINT "buyer_credit_accounts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_dependency_reasons" ADD CONSTRAINT "order_dependency_reasons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_charges_order_idx" ON "order_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_dependency_reasons_order_idx" ON "order_dependency_reasons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_key_idx" ON "orders" USING btree ("order_key");--> statement-breakpoint
CREATE INDEX "orders_date_idx" ON "orders" USING btree ("order_date","id","status","business_unit","is_delayed");--> statement-breakpoint
CREATE INDEX "orders_rm_date_idx" ON "orders" USING btree ("rm_email","order_date","id","status","business_unit","is_delayed");--> statement-breakpoint
CREATE INDEX "orders_tm_date_idx" ON "orders" USING btree ("tm_email","order_date","id","status","business_unit","is_delayed");--> statement-breakpoint
CREATE INDEX "orders_seller_date_idx" ON "orders" USING btree ("seller_id","order_date","id","status","business_unit","is_delayed");--> statement-breakpoint
CREATE INDEX "orders_status_date_idx" ON "orders" USING btree ("status","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_bu_date_idx" ON "orders" USING btree ("business_unit","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_source_id_idx" ON "orders" USING btree ("source_system_order_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_po_idx" ON "orders" USING btree ("buyer_po_number");--> statement-breakpoint
CREATE INDEX "orders_seller_po_idx" ON "orders" USING btree ("seller_po_number");--> statement-breakpoint
CREATE INDEX "orders_pr_idx" ON "orders" USING btree ("pr_number");--> statement-breakpoint
CREATE INDEX "orders_buyer_code_idx" ON "orders" USING btree ("buyer_code");--> statement-breakpoint
CREATE INDEX "orders_missing_docs_idx" ON "orders" USING gin ("missing_document_types");--> statement-breakpoint
CREATE INDEX "orders_l1_idx" ON "orders" USING gin ("item_categories_l1");
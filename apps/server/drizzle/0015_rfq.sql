CREATE SEQUENCE "public"."quotation_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."rfq_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."seller_rfq_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"seller_rfq_id" uuid NOT NULL,
	"buyer_price_paise" bigint NOT NULL,
	"seller_price_paise" bigint NOT NULL,
	"margin_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_key" text NOT NULL,
	"rfq_id" uuid NOT NULL,
	"rfq_key" text NOT NULL,
	"buyer_name" text NOT NULL,
	"rm_email" text,
	"tm_email" text,
	"business_unit" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"total_paise" bigint NOT NULL,
	"cost_paise" bigint NOT NULL,
	"margin_bp" integer NOT NULL,
	"needs_approval" integer DEFAULT 0 NOT NULL,
	"approval_key" text,
	"order_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_quotation_key_unique" UNIQUE("quotation_key")
);
--> statement-breakpoint
CREATE TABLE "rfq_consignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"delivery_date" date
);
--> statement-breakpoint
CREATE TABLE "rfq_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"consignment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"product_name" text NOT NULL,
	"unit" text NOT NULL,
	"hsn" text NOT NULL,
	"gst_rate_bp" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"buyer_price_paise" bigint NOT NULL,
	"picked_seller_rfq_id" uuid
);
--> statement-breakpoint
CREATE TABLE "rfq_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"order_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_key" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_code" text NOT NULL,
	"buyer_state_code" text NOT NULL,
	"rm_email" text,
	"tm_email" text,
	"business_unit" text NOT NULL,
	"pricing_basis" text NOT NULL,
	"sales_type" text NOT NULL,
	"buyer_credit_days" integer NOT NULL,
	"payment_terms" text NOT NULL,
	"status" text DEFAULT 'DRAFT_REQUEST' NOT NULL,
	"negotiated" integer DEFAULT 0 NOT NULL,
	"close_reason" text,
	"override_checklist" text[] DEFAULT '{}'::text[] NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"seller_count" integer DEFAULT 0 NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"value_paise" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfqs_rfq_key_unique" UNIQUE("rfq_key")
);
--> statement-breakpoint
CREATE TABLE "seller_rfq_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_rfq_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"ex_works_paise" bigint NOT NULL,
	"freight_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_rfq_key" text NOT NULL,
	"rfq_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"seller_name" text NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"status" text DEFAULT 'SHARED' NOT NULL,
	"source" text,
	"capacity" text,
	"valid_until" date,
	"seller_credit_days" integer,
	"preferred_payment_days" integer,
	"comment" text,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by" uuid,
	CONSTRAINT "seller_rfqs_seller_rfq_key_unique" UNIQUE("seller_rfq_key")
);
--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_line_id_rfq_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_seller_rfq_id_seller_rfqs_id_fk" FOREIGN KEY ("seller_rfq_id") REFERENCES "public"."seller_rfqs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_consignments" ADD CONSTRAINT "rfq_consignments_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_consignment_id_rfq_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."rfq_consignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_orders" ADD CONSTRAINT "rfq_orders_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_orders" ADD CONSTRAINT "rfq_orders_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_rfq_prices" ADD CONSTRAINT "seller_rfq_prices_seller_rfq_id_seller_rfqs_id_fk" FOREIGN KEY ("seller_rfq_id") REFERENCES "public"."seller_rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_rfq_prices" ADD CONSTRAINT "seller_rfq_prices_line_id_rfq_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_rfqs" ADD CONSTRAINT "seller_rfqs_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_lines_quotation_idx" ON "quotation_lines" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "quotations_rfq_idx" ON "quotations" USING btree ("rfq_id");--> statement-breakpoint
CREATE INDEX "quotations_created_idx" ON "quotations" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_consignments_position_idx" ON "rfq_consignments" USING btree ("rfq_id","position");--> statement-breakpoint
CREATE INDEX "rfq_lines_rfq_idx" ON "rfq_lines" USING btree ("rfq_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_orders_order_idx" ON "rfq_orders" USING btree ("order_key");--> statement-breakpoint
CREATE INDEX "rfq_orders_rfq_idx" ON "rfq_orders" USING btree ("rfq_id");--> statement-breakpoint
CREATE INDEX "rfqs_created_idx" ON "rfqs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rfqs_status_created_idx" ON "rfqs" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "rfqs_rm_created_idx" ON "rfqs" USING btree ("rm_email","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_tm_created_idx" ON "rfqs" USING btree ("tm_email","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_buyer_idx" ON "rfqs" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_rfq_prices_line_idx" ON "seller_rfq_prices" USING btree ("seller_rfq_id","line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_rfqs_rfq_seller_idx" ON "seller_rfqs" USING btree ("rfq_id","seller_id");--> statement-breakpoint
CREATE INDEX "seller_rfqs_seller_idx" ON "seller_rfqs" USING btree ("seller_id","shared_at");
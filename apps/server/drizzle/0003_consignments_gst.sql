CREATE SEQUENCE "public"."gst_sim_ack_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."gst_sim_ewb_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."consignment_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "gst_sim_eway_bills" (
	"eway_bill_number" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"part_no" integer NOT NULL,
	"part_count" integer NOT NULL,
	"irn" text,
	"from_gstin" text NOT NULL,
	"to_gstin" text NOT NULL,
	"from_pin_code" text NOT NULL,
	"to_pin_code" text NOT NULL,
	"distance_km" integer NOT NULL,
	"over_dimensional_cargo" boolean NOT NULL,
	"value_paise" bigint NOT NULL,
	"document_number" text NOT NULL,
	"document_date" date NOT NULL,
	"transporter_id" text,
	"vehicle_number" text,
	"quantity" numeric(14, 3),
	"generated_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"replaced_by" text,
	"extension_count" integer DEFAULT 0 NOT NULL,
	"last_extended_at" timestamp with time zone,
	"last_extension_reason" text
);
--> statement-breakpoint
CREATE TABLE "gst_sim_gstins" (
	"gstin" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"cancelled_on" date,
	"legal_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gst_sim_irns" (
	"irn" text PRIMARY KEY NOT NULL,
	"seller_gstin" text NOT NULL,
	"buyer_gstin" text NOT NULL,
	"financial_year" text NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"document_date" date NOT NULL,
	"total_value_paise" bigint NOT NULL,
	"item_count" integer NOT NULL,
	"main_hsn" text NOT NULL,
	"lines" jsonb NOT NULL,
	"ack_number" text NOT NULL,
	"ack_at" timestamp with time zone NOT NULL,
	"signed_qr_code" text NOT NULL,
	"status" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" smallint,
	"cancel_remark" text,
	CONSTRAINT "gst_sim_irns_ack_number_unique" UNIQUE("ack_number")
);
--> statement-breakpoint
CREATE TABLE "gst_sim_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"alg" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_credit_profiles" (
	"buyer_id" uuid PRIMARY KEY NOT NULL,
	"last_shipment_date" date,
	"credit_limit_expires_on" date,
	"enhancer_required" boolean DEFAULT false NOT NULL,
	"enhancer_uploaded" boolean DEFAULT false NOT NULL,
	"anchor_balance_paise" bigint,
	"overdue_invoices_paise" bigint DEFAULT 0 NOT NULL,
	"ops_credit_blocked" boolean DEFAULT false NOT NULL,
	"buyer_closed" boolean DEFAULT false NOT NULL,
	"document_balance_paise" bigint,
	"overdue_interest_paise" bigint DEFAULT 0 NOT NULL,
	"overdue_interest_limit_paise" bigint DEFAULT 0 NOT NULL,
	"related_party" boolean DEFAULT false NOT NULL,
	"shipping_gstin" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consignment_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"processed_file_id" uuid,
	"requested_by" text,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consignment_eway_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consignment_id" uuid NOT NULL,
	"eway_bill_number" text NOT NULL,
	"vehicle_number" text,
	"quantity" numeric(14, 3),
	"distance_km" integer NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consignment_id" uuid NOT NULL,
	"consignment_line_item_key" text NOT NULL,
	"order_line_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"item_id" text NOT NULL,
	"product_name" text NOT NULL,
	"hsn_code" text NOT NULL,
	"unit" text NOT NULL,
	"requested_qty" numeric(14, 3) NOT NULL,
	"acknowledged_qty" numeric(14, 3),
	"unit_price_paise" bigint NOT NULL,
	"gst_rate_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignment_pods" (
	"consignment_id" uuid PRIMARY KEY NOT NULL,
	"pod_status" text NOT NULL,
	"pod_date" date NOT NULL,
	"delivery_status" text NOT NULL,
	"quantity_with_issue" numeric(14, 3) DEFAULT '0' NOT NULL,
	"reason_of_issue" text,
	"comment" text,
	"items" jsonb NOT NULL,
	"primary_document_ids" uuid[] NOT NULL,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consignment_key" text NOT NULL,
	"consignment_type" text DEFAULT 'SALES' NOT NULL,
	"order_id" uuid NOT NULL,
	"order_key" text NOT NULL,
	"purchase_order_no" text,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_gstin" text,
	"seller_id" uuid NOT NULL,
	"seller_name" text NOT NULL,
	"seller_gstin" text,
	"warehouse_id" uuid NOT NULL,
	"source_name" text NOT NULL,
	"source_pin_code" text,
	"destination_pin_code" text,
	"business_unit" text NOT NULL,
	"rm_email" text,
	"tm_email" text,
	"status" text NOT NULL,
	"tracking_status" text,
	"blocked_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"failure_reason" text,
	"dispatch_clarity" boolean DEFAULT true NOT NULL,
	"value_paise" bigint NOT NULL,
	"tax_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"packages" integer,
	"gross_weight_kg" numeric(14, 3),
	"buyer_invoice_number" text,
	"invoice_date" date,
	"invoice_amount_paise" bigint,
	"seller_bill_id" text,
	"irn" text,
	"irn_ack_number" text,
	"irn_ack_at" timestamp with time zone,
	"signed_qr_code" text,
	"eway_bill_number" text,
	"eway_bill_valid_until" timestamp with time zone,
	"distance_km" integer,
	"logistic_provider" text,
	"transporter_name" text,
	"transporter_gstin" text,
	"transport_mode" text,
	"vehicle_no" text,
	"lr_number" text,
	"lr_date" date,
	"tracking_url" text,
	"expected_dispatch_date" date,
	"actual_dispatch_date" date,
	"create_trip" boolean DEFAULT false NOT NULL,
	"delivered_at" timestamp with time zone,
	"current_poh_status" text,
	"pre_transit_trip" jsonb,
	"credit_exception" jsonb,
	"cancel_reason" text,
	"cancel_comment" text,
	"split_from_key" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_credit_profiles" ADD CONSTRAINT "buyer_credit_profiles_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_documents" ADD CONSTRAINT "consignment_documents_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_eway_bills" ADD CONSTRAINT "consignment_eway_bills_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_lines" ADD CONSTRAINT "consignment_lines_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_lines" ADD CONSTRAINT "consignment_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignment_pods" ADD CONSTRAINT "consignment_pods_consignment_id_consignments_id_fk" FOREIGN KEY ("consignment_id") REFERENCES "public"."consignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignments" ADD CONSTRAINT "consignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_sim_eway_bills_active_part_uq" ON "gst_sim_eway_bills" USING btree ("reference","part_no") WHERE "gst_sim_eway_bills"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "gst_sim_eway_bills_reference_idx" ON "gst_sim_eway_bills" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "gst_sim_irns_seller_idx" ON "gst_sim_irns" USING btree ("seller_gstin","financial_year");--> statement-breakpoint
CREATE INDEX "consignment_documents_consignment_idx" ON "consignment_documents" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "consignment_eway_bills_consignment_idx" ON "consignment_eway_bills" USING btree ("consignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_lines_key_idx" ON "consignment_lines" USING btree ("consignment_line_item_key");--> statement-breakpoint
CREATE INDEX "consignment_lines_consignment_idx" ON "consignment_lines" USING btree ("consignment_id");--> statement-breakpoint
CREATE INDEX "consignment_lines_order_line_idx" ON "consignment_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consignments_key_idx" ON "consignments" USING btree ("consignment_key");--> statement-breakpoint
CREATE INDEX "consignments_created_idx" ON "consignments" USING btree ("created_at","id","status");--> statement-breakpoint
CREATE INDEX "consignments_seller_created_idx" ON "consignments" USING btree ("seller_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "consignments_rm_created_idx" ON "consignments" USING btree ("rm_email","created_at","id","status");--> statement-breakpoint
CREATE INDEX "consignments_tm_created_idx" ON "consignments" USING btree ("tm_email","created_at","id","status");--> statement-breakpoint
CREATE INDEX "consignments_status_idx" ON "consignments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "consignments_order_idx" ON "consignments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "consignments_order_key_idx" ON "consignments" USING btree ("order_key");--> statement-breakpoint
CREATE INDEX "consignments_invoice_idx" ON "consignments" USING btree ("buyer_invoice_number");--> statement-breakpoint
CREATE INDEX "consignments_po_idx" ON "consignments" USING btree ("purchase_order_no");--> statement-breakpoint
CREATE INDEX "consignments_vehicle_idx" ON "consignments" USING btree ("vehicle_no");--> statement-breakpoint
CREATE INDEX "consignments_eway_valid_idx" ON "consignments" USING btree ("eway_bill_valid_until");--> statement-breakpoint
CREATE INDEX "consignments_blocked_idx" ON "consignments" USING gin ("blocked_reasons");
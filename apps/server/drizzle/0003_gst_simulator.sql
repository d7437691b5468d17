CREATE SEQUENCE "public"."gst_sim_ack_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."gst_sim_ewb_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
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
CREATE UNIQUE INDEX "gst_sim_eway_bills_active_part_uq" ON "gst_sim_eway_bills" USING btree ("reference","part_no") WHERE "gst_sim_eway_bills"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "gst_sim_eway_bills_reference_idx" ON "gst_sim_eway_bills" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "gst_sim_irns_seller_idx" ON "gst_sim_irns" USING btree ("seller_gstin","financial_year");
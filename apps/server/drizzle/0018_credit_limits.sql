CREATE TABLE "credit_adhoc_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" bigserial NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"enhancer_type" text,
	"reason" text NOT NULL,
	"document_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"approval_key" text,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_adhoc_limits_amount_positive" CHECK ("credit_adhoc_limits"."amount_paise" > 0),
	CONSTRAINT "credit_adhoc_limits_window" CHECK ("credit_adhoc_limits"."expiry_date" >= "credit_adhoc_limits"."start_date")
);
--> statement-breakpoint
CREATE TABLE "credit_enhancer_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enhancer_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"file_name" text NOT NULL,
	"file_id" uuid,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_enhancers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" bigserial NOT NULL,
	"buyer_id" uuid NOT NULL,
	"enhancer_type" text NOT NULL,
	"enhancer_sub_type" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"credit_limit_paise" bigint NOT NULL,
	"credit_period" integer,
	"grace_period" integer,
	"margin_period" integer,
	"gross_margin_bp" integer,
	"rate_of_interest_bp" integer,
	"valid_from" date,
	"valid_until" date NOT NULL,
	"anchor_buyer_id" uuid,
	"anchor_type" text,
	"document_sub_type" text,
	"reference_number" text,
	"bank_name" text,
	"bank_amount_paise" bigint,
	"financier" text,
	"financing_type" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_enhancers_limit_positive" CHECK ("credit_enhancers"."credit_limit_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_enhancer_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_key" text NOT NULL,
	"enhancer_id" uuid NOT NULL,
	"document_number" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_credit_profiles" ALTER COLUMN "overdue_interest_limit_paise" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "buyer_credit_profiles" ALTER COLUMN "overdue_interest_limit_paise" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_adhoc_limits" ADD CONSTRAINT "credit_adhoc_limits_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_enhancer_documents" ADD CONSTRAINT "credit_enhancer_documents_enhancer_id_credit_enhancers_id_fk" FOREIGN KEY ("enhancer_id") REFERENCES "public"."credit_enhancers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_enhancers" ADD CONSTRAINT "credit_enhancers_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_enhancers" ADD CONSTRAINT "credit_enhancers_anchor_buyer_id_buyers_id_fk" FOREIGN KEY ("anchor_buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_enhancer_details" ADD CONSTRAINT "order_enhancer_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_enhancer_details" ADD CONSTRAINT "order_enhancer_details_enhancer_id_credit_enhancers_id_fk" FOREIGN KEY ("enhancer_id") REFERENCES "public"."credit_enhancers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_adhoc_limits_buyer_idx" ON "credit_adhoc_limits" USING btree ("buyer_id","status","expiry_date");--> statement-breakpoint
CREATE INDEX "credit_adhoc_limits_status_idx" ON "credit_adhoc_limits" USING btree ("status","expiry_date");--> statement-breakpoint
CREATE INDEX "credit_enhancer_documents_enhancer_idx" ON "credit_enhancer_documents" USING btree ("enhancer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_enhancer_documents_number_idx" ON "credit_enhancer_documents" USING btree (upper("document_type"),upper("document_number"));--> statement-breakpoint
CREATE INDEX "credit_enhancers_buyer_idx" ON "credit_enhancers" USING btree ("buyer_id","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "order_enhancer_details_order_enhancer_idx" ON "order_enhancer_details" USING btree ("order_id","enhancer_id");--> statement-breakpoint
CREATE INDEX "order_enhancer_details_enhancer_idx" ON "order_enhancer_details" USING btree ("enhancer_id");--> statement-breakpoint
ALTER TABLE "buyer_credit_profiles" DROP COLUMN "enhancer_uploaded";--> statement-breakpoint
ALTER TABLE "buyer_credit_profiles" DROP COLUMN "anchor_balance_paise";--> statement-breakpoint
ALTER TABLE "buyer_credit_profiles" DROP COLUMN "overdue_invoices_paise";--> statement-breakpoint
ALTER TABLE "buyer_credit_profiles" DROP COLUMN "document_balance_paise";--> statement-breakpoint
ALTER TABLE "buyer_credit_profiles" DROP COLUMN "overdue_interest_paise";
--> statement-breakpoint
UPDATE "buyer_credit_profiles" SET "overdue_interest_limit_paise" = NULL WHERE "overdue_interest_limit_paise" = 0;

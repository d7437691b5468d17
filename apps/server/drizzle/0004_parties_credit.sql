CREATE TABLE "buyer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"address_type" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company_name" text,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city_name" text NOT NULL,
	"state_code" text NOT NULL,
	"state_name" text NOT NULL,
	"country_code" text DEFAULT 'IN' NOT NULL,
	"country_name" text DEFAULT 'India' NOT NULL,
	"postal_code" text NOT NULL,
	"region_name" text,
	"gst_num" text,
	"email_id" text,
	"phone_number" text,
	"external_address_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"designation" text,
	"department" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"communication_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_transporters" (
	"seller_id" uuid NOT NULL,
	"transporter_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_transporters_seller_id_transporter_id_pk" PRIMARY KEY("seller_id","transporter_id")
);
--> statement-breakpoint
CREATE TABLE "warehouse_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"designation" text
);
--> statement-breakpoint
CREATE TABLE "credit_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_type" text DEFAULT 'INV' NOT NULL,
	"invoice_number" text NOT NULL,
	"books_invoice_id" text NOT NULL,
	"buyer_invoice_number" text,
	"seller_bill_id" text,
	"order_id" uuid NOT NULL,
	"order_key" text NOT NULL,
	"consignment_key" text,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"books_buyer_id" text NOT NULL,
	"buyer_gstin" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"seller_name" text NOT NULL,
	"seller_gstin" text NOT NULL,
	"business_unit" text NOT NULL,
	"rm_email" text,
	"tm_email" text,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"max_due_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"open_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"irn" text,
	"irn_ack_at" timestamp with time zone,
	"irn_cancelled_at" timestamp with time zone,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_invoices_open_range" CHECK ("credit_invoices"."open_paise" >= 0 AND "credit_invoices"."open_paise" <= "credit_invoices"."amount_paise"),
	CONSTRAINT "credit_invoices_amount_positive" CHECK ("credit_invoices"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"entry_type" text NOT NULL,
	"entry_date" date NOT NULL,
	"debit_paise" bigint DEFAULT 0 NOT NULL,
	"credit_paise" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"narration" text,
	"invoice_id" uuid,
	"payment_id" uuid,
	"note_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_one_side" CHECK (("credit_ledger_entries"."debit_paise" > 0 AND "credit_ledger_entries"."credit_paise" = 0) OR ("credit_ledger_entries"."credit_paise" > 0 AND "credit_ledger_entries"."debit_paise" = 0))
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_type" text NOT NULL,
	"note_number" text NOT NULL,
	"note_date" date NOT NULL,
	"invoice_id" uuid NOT NULL,
	"receivable_id" uuid,
	"revision_id" uuid,
	"buyer_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"irn" text NOT NULL,
	"irn_ack_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"books_payment_id" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"books_buyer_id" text NOT NULL,
	"business_unit" text NOT NULL,
	"rm_email" text,
	"tm_email" text,
	"utr" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"unallocated_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payments_unallocated_range" CHECK ("credit_payments"."unallocated_paise" >= 0 AND "credit_payments"."unallocated_paise" <= "credit_payments"."amount_paise"),
	CONSTRAINT "credit_payments_amount_positive" CHECK ("credit_payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" text,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"invoice_balance_paise" bigint NOT NULL,
	"payment_balance_paise" bigint NOT NULL,
	"mismatch_tag" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_settlements_amount_positive" CHECK ("credit_settlements"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" bigserial NOT NULL,
	"request_id" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_key" text NOT NULL,
	"consignment_key" text NOT NULL,
	"invoice_corrected_order_key" text NOT NULL,
	"reason" text NOT NULL,
	"reason_code" text NOT NULL,
	"bypass_irn_check" boolean DEFAULT false NOT NULL,
	"comments" text NOT NULL,
	"decision_comments" text,
	"correction" text,
	"note_id" uuid,
	"status" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"business_unit" text NOT NULL,
	"rm_email" text,
	"tm_email" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "books_buyer_id" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "crm_buyer_id" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "crm_buyer_contact_id" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "allied_code" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "sales_partner" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "sales_partner_key" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "parent_entity" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "gst_treatment" text DEFAULT 'business_gst' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "msme_number" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "bank_ifsc" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "seller_type" text DEFAULT 'INDIRECT' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "country" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "address_book_id" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "tds_tax_name" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "tds_tax_id" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "bank_branch" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "transporters" ADD COLUMN "id_kind" text DEFAULT 'GSTIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "transporters" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "source_code" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "warehouse_type" text DEFAULT 'WAREHOUSE' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "country" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "buyer_addresses" ADD CONSTRAINT "buyer_addresses_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_contacts" ADD CONSTRAINT "buyer_contacts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_contacts" ADD CONSTRAINT "seller_contacts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_contacts" ADD CONSTRAINT "seller_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_transporters" ADD CONSTRAINT "seller_transporters_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_transporters" ADD CONSTRAINT "seller_transporters_transporter_id_transporters_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_contacts" ADD CONSTRAINT "warehouse_contacts_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_invoices" ADD CONSTRAINT "credit_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_invoices" ADD CONSTRAINT "credit_invoices_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_invoices" ADD CONSTRAINT "credit_invoices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger_entries" ADD CONSTRAINT "credit_ledger_entries_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_credit_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."credit_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_receivable_id_credit_invoices_id_fk" FOREIGN KEY ("receivable_id") REFERENCES "public"."credit_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_settlements" ADD CONSTRAINT "credit_settlements_payment_id_credit_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."credit_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_settlements" ADD CONSTRAINT "credit_settlements_invoice_id_credit_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."credit_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_revisions" ADD CONSTRAINT "invoice_revisions_invoice_id_credit_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."credit_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_revisions" ADD CONSTRAINT "invoice_revisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_addresses_buyer_idx" ON "buyer_addresses" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "buyer_addresses_gst_idx" ON "buyer_addresses" USING btree ("gst_num");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_addresses_external_idx" ON "buyer_addresses" USING btree ("buyer_id","external_address_id");--> statement-breakpoint
CREATE INDEX "buyer_contacts_buyer_idx" ON "buyer_contacts" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "seller_contacts_seller_idx" ON "seller_contacts" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "seller_transporters_transporter_idx" ON "seller_transporters" USING btree ("transporter_id");--> statement-breakpoint
CREATE INDEX "warehouse_contacts_warehouse_idx" ON "warehouse_contacts" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_invoices_books_idx" ON "credit_invoices" USING btree ("books_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_invoices_number_idx" ON "credit_invoices" USING btree ("seller_id","document_type","invoice_number");--> statement-breakpoint
CREATE INDEX "credit_invoices_buyer_idx" ON "credit_invoices" USING btree ("buyer_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "credit_invoices_seller_idx" ON "credit_invoices" USING btree ("seller_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "credit_invoices_order_idx" ON "credit_invoices" USING btree ("order_key","invoice_date","id");--> statement-breakpoint
CREATE INDEX "credit_invoices_date_idx" ON "credit_invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "credit_ledger_buyer_date_idx" ON "credit_ledger_entries" USING btree ("buyer_id","entry_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_idx" ON "credit_notes" USING btree ("note_type","note_number");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payments_books_idx" ON "credit_payments" USING btree ("books_payment_id");--> statement-breakpoint
CREATE INDEX "credit_payments_buyer_idx" ON "credit_payments" USING btree ("buyer_id","payment_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_settlements_match_idx" ON "credit_settlements" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "credit_settlements_invoice_idx" ON "credit_settlements" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_settlements_payment_idx" ON "credit_settlements" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_revisions_request_idx" ON "invoice_revisions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "invoice_revisions_invoice_idx" ON "invoice_revisions" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_revisions_order_idx" ON "invoice_revisions" USING btree ("order_key");--> statement-breakpoint
CREATE INDEX "invoice_revisions_status_idx" ON "invoice_revisions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "buyers_gstin_idx" ON "buyers" USING btree ("gstin");--> statement-breakpoint
CREATE INDEX "buyers_phone_idx" ON "buyers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sellers_gstin_idx" ON "sellers" USING btree ("gstin");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_source_code_idx" ON "warehouses" USING btree ("source_code");
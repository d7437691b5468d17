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
CREATE TABLE "gstin_registrations" (
	"gstin" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"cancelled_on" date,
	"legal_name" text NOT NULL,
	"state_code" text NOT NULL,
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
CREATE INDEX "buyer_addresses_buyer_idx" ON "buyer_addresses" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "buyer_addresses_gst_idx" ON "buyer_addresses" USING btree ("gst_num");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_addresses_external_idx" ON "buyer_addresses" USING btree ("buyer_id","external_address_id");--> statement-breakpoint
CREATE INDEX "buyer_contacts_buyer_idx" ON "buyer_contacts" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "seller_contacts_seller_idx" ON "seller_contacts" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "seller_transporters_transporter_idx" ON "seller_transporters" USING btree ("transporter_id");--> statement-breakpoint
CREATE INDEX "warehouse_contacts_warehouse_idx" ON "warehouse_contacts" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "buyers_gstin_idx" ON "buyers" USING btree ("gstin");--> statement-breakpoint
CREATE INDEX "buyers_phone_idx" ON "buyers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "sellers_gstin_idx" ON "sellers" USING btree ("gstin");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_source_code_idx" ON "warehouses" USING btree ("source_code");
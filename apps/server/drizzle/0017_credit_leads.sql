CREATE SEQUENCE "public"."buyer_entity_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."credit_lead_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "buyer_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_key" text NOT NULL,
	"name" text NOT NULL,
	"pan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_entities_entity_key_unique" UNIQUE("entity_key")
);
--> statement-breakpoint
CREATE TABLE "buyer_entity_members" (
	"entity_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	CONSTRAINT "buyer_entity_members_entity_id_buyer_id_pk" PRIMARY KEY("entity_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_entity_tags" (
	"entity_id" uuid NOT NULL,
	"tagged_entity_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_entity_tags_entity_id_tagged_entity_id_pk" PRIMARY KEY("entity_id","tagged_entity_id")
);
--> statement-breakpoint
CREATE TABLE "credit_lead_checks" (
	"lead_id" uuid NOT NULL,
	"check" text NOT NULL,
	"outcome" text NOT NULL,
	"summary" text NOT NULL,
	"result" jsonb NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ran_by" text,
	CONSTRAINT "credit_lead_checks_lead_id_check_pk" PRIMARY KEY("lead_id","check")
);
--> statement-breakpoint
CREATE TABLE "credit_lead_vault_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"band" text NOT NULL,
	"outlook" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_key" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"entity_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"registration_type" text NOT NULL,
	"registration_number" text,
	"pan" text NOT NULL,
	"gstins" text[] NOT NULL,
	"financials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requested_limit_paise" bigint NOT NULL,
	"requested_period_days" integer NOT NULL,
	"tagged_entity_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"allocations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating_band" text DEFAULT 'UNKNOWN' NOT NULL,
	"outlook" text,
	"vault_score" integer,
	"approval_key" text,
	"rm_email" text,
	"tm_email" text,
	"business_unit" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_leads_lead_key_unique" UNIQUE("lead_key")
);
--> statement-breakpoint
ALTER TABLE "buyer_entity_members" ADD CONSTRAINT "buyer_entity_members_entity_id_buyer_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."buyer_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_entity_members" ADD CONSTRAINT "buyer_entity_members_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_entity_tags" ADD CONSTRAINT "buyer_entity_tags_entity_id_buyer_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."buyer_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_entity_tags" ADD CONSTRAINT "buyer_entity_tags_tagged_entity_id_buyer_entities_id_fk" FOREIGN KEY ("tagged_entity_id") REFERENCES "public"."buyer_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lead_checks" ADD CONSTRAINT "credit_lead_checks_lead_id_credit_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."credit_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lead_vault_scores" ADD CONSTRAINT "credit_lead_vault_scores_lead_id_credit_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."credit_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_leads" ADD CONSTRAINT "credit_leads_entity_id_buyer_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."buyer_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_leads" ADD CONSTRAINT "credit_leads_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_entities_pan_idx" ON "buyer_entities" USING btree ("pan");--> statement-breakpoint
CREATE INDEX "buyer_entities_name_idx" ON "buyer_entities" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_entity_members_buyer_idx" ON "buyer_entity_members" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "credit_lead_vault_scores_lead_idx" ON "credit_lead_vault_scores" USING btree ("lead_id","at");--> statement-breakpoint
CREATE INDEX "credit_leads_status_idx" ON "credit_leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "credit_leads_entity_idx" ON "credit_leads" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "credit_leads_rm_idx" ON "credit_leads" USING btree ("rm_email");
CREATE TABLE "buyer_partner_rms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"partner_rm_email" text NOT NULL,
	"user_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyer_promoters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"pan" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"shareholding_bps" integer NOT NULL,
	"din" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_promoters_shareholding_range" CHECK ("buyer_promoters"."shareholding_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "transport_lane_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transporter_id" uuid NOT NULL,
	"from_pincode" text NOT NULL,
	"to_pincode" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"rate_paise" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_partner_rms" ADD CONSTRAINT "buyer_partner_rms_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_partner_rms" ADD CONSTRAINT "buyer_partner_rms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_promoters" ADD CONSTRAINT "buyer_promoters_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_lane_rates" ADD CONSTRAINT "transport_lane_rates_transporter_id_transporters_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."transporters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_partner_rms_buyer_email_idx" ON "buyer_partner_rms" USING btree ("buyer_id","partner_rm_email");--> statement-breakpoint
CREATE INDEX "buyer_partner_rms_email_idx" ON "buyer_partner_rms" USING btree ("partner_rm_email");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_promoters_buyer_pan_idx" ON "buyer_promoters" USING btree ("buyer_id","pan");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_lane_rates_lane_idx" ON "transport_lane_rates" USING btree ("transporter_id","from_pincode","to_pincode","vehicle_type","valid_from");--> statement-breakpoint
CREATE INDEX "transport_lane_rates_pincodes_idx" ON "transport_lane_rates" USING btree ("from_pincode","to_pincode","vehicle_type");
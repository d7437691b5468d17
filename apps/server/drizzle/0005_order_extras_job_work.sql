CREATE TABLE "order_job_works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"process" text NOT NULL,
	"job_worker" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"expected_completion_date" date,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_gst_registrations" (
	"gstin" text PRIMARY KEY NOT NULL,
	"state_code" text NOT NULL,
	"state_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"pin_code" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consignments" ADD COLUMN "transportation_request" jsonb;--> statement-breakpoint
ALTER TABLE "order_job_works" ADD CONSTRAINT "order_job_works_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_job_works" ADD CONSTRAINT "order_job_works_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_job_works_order_idx" ON "order_job_works" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_job_works_line_idx" ON "order_job_works" USING btree ("order_line_id");
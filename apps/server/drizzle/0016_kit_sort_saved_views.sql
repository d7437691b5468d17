CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"list_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_user_list_name_idx" ON "saved_views" USING btree ("user_id","list_id","name");--> statement-breakpoint
CREATE INDEX "saved_views_user_list_idx" ON "saved_views" USING btree ("user_id","list_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_sort_key_idx" ON "orders" USING btree ("order_key","id");--> statement-breakpoint
CREATE INDEX "orders_sort_number_idx" ON "orders" USING btree ("order_number","id");--> statement-breakpoint
CREATE INDEX "orders_sort_buyer_po_idx" ON "orders" USING btree (coalesce("buyer_po_number", '~'),"id");--> statement-breakpoint
CREATE INDEX "orders_sort_seller_po_idx" ON "orders" USING btree (coalesce("seller_po_number", '~'),"id");--> statement-breakpoint
CREATE INDEX "orders_sort_category_idx" ON "orders" USING btree ("order_category","id");--> statement-breakpoint
CREATE INDEX "orders_sort_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_sort_due_idx" ON "orders" USING btree (coalesce("due_date", '9999-12-31'::date),"id");--> statement-breakpoint
CREATE INDEX "orders_sort_delivery_idx" ON "orders" USING btree (coalesce("delivery_date", '9999-12-31'::date),"id");--> statement-breakpoint
CREATE INDEX "orders_sort_lines_idx" ON "orders" USING btree ("line_count","id");--> statement-breakpoint
CREATE INDEX "orders_sort_total_idx" ON "orders" USING btree ("total_paise","id");--> statement-breakpoint
CREATE INDEX "orders_sort_excl_tax_idx" ON "orders" USING btree (("total_paise" - "tax_paise"),"id");--> statement-breakpoint
CREATE INDEX "orders_sort_pre_tax_idx" ON "orders" USING btree ("pre_tax_paise","id");--> statement-breakpoint
CREATE INDEX "orders_sort_shipping_idx" ON "orders" USING btree ("shipping_paise","id");--> statement-breakpoint
CREATE INDEX "orders_sort_seller_value_idx" ON "orders" USING btree ("seller_value_paise","id");--> statement-breakpoint
CREATE INDEX "orders_sort_credit_days_idx" ON "orders" USING btree ("credit_days","id");--> statement-breakpoint
CREATE INDEX "orders_sort_seller_name_idx" ON "orders" USING btree ("seller_name","id");--> statement-breakpoint
CREATE INDEX "orders_sort_buyer_name_idx" ON "orders" USING btree ("buyer_name","id");
-- Global search and the order list's partial filters (issue 18, docs/search.md): trigram indexes
-- for partial, case-insensitive matches (ILIKE '%term%'), on PostgreSQL and PGlite (pg_trgm contrib).
-- The tables belong to their areas; only these read-side indexes are the search area's.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_order_key_trgm_idx" ON "orders" USING gin ("order_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_order_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_buyer_po_number_trgm_idx" ON "orders" USING gin ("buyer_po_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_seller_po_number_trgm_idx" ON "orders" USING gin ("seller_po_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_pr_number_trgm_idx" ON "orders" USING gin ("pr_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignments_consignment_key_trgm_idx" ON "consignments" USING gin ("consignment_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignments_order_key_trgm_idx" ON "consignments" USING gin ("order_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignments_vehicle_no_trgm_idx" ON "consignments" USING gin ("vehicle_no" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignments_eway_bill_number_trgm_idx" ON "consignments" USING gin ("eway_bill_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "buyers_name_trgm_idx" ON "buyers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "buyers_gstin_trgm_idx" ON "buyers" USING gin ("gstin" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "buyers_phone_trgm_idx" ON "buyers" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_name_trgm_idx" ON "sellers" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_gstin_trgm_idx" ON "sellers" USING gin ("gstin" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sellers_phone_trgm_idx" ON "sellers" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_invoices_invoice_number_trgm_idx" ON "credit_invoices" USING gin ("invoice_number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_invoices_irn_trgm_idx" ON "credit_invoices" USING gin ("irn" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_payments_utr_trgm_idx" ON "credit_payments" USING gin ("utr" gin_trgm_ops);

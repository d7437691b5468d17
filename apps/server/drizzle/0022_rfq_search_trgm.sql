-- The RFQ list's search (RFQ key, buyer name or code, a partial term anywhere): trigram indexes,
-- so `ilike '%term%'` on 100,000 RFQs reads the matches instead of every row (bench/rfq.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rfqs_rfq_key_trgm_idx" ON "rfqs" USING gin ("rfq_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rfqs_buyer_name_trgm_idx" ON "rfqs" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rfqs_buyer_code_trgm_idx" ON "rfqs" USING gin ("buyer_code" gin_trgm_ops);

-- Global search's exact branch (issue 18, docs/search.md): the value typed in full is looked up by
-- equality on each column's btree index, as typed and in upper and lower case. These columns had
-- only their trigram index (0019_search.sql), on which an equality reads the posting lists of the
-- value's padded start trigrams — every row of a column whose values share a prefix ("INV/…").
-- The tables belong to their areas; these read-side indexes are the search area's, like 0019's.
CREATE INDEX IF NOT EXISTS "credit_invoices_invoice_number_idx" ON "credit_invoices" ("invoice_number");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_invoices_irn_idx" ON "credit_invoices" ("irn");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_payments_utr_idx" ON "credit_payments" ("utr");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consignments_eway_bill_number_idx" ON "consignments" ("eway_bill_number");

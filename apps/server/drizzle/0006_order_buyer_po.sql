ALTER TABLE "orders" ADD COLUMN "buyer_po_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_po_file_id" uuid;